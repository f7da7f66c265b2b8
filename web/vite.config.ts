/**
 * Vite config of the React web app. Paths are absolute so it behaves the same from
 * `npm run build:web` (repo root) and from the local stack's `createServer({ configFile })`,
 * which adds its own plugin serving `/config.json`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('dist', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs get chunks of their own, cached across app deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  // The sign-in library is imported only by lazy auth chunks; pre-bundling it up front spares
  // `npm start` a dependency re-optimisation (and page reload) on the first visit to /login.
  optimizeDeps: { include: ['aws-amplify', 'aws-amplify/auth', 'aws-amplify/utils'] },
  server: {
    port: 5173,
    // The app imports shared contracts from lib/ and functions/, outside the web root.
    fs: { allow: [repoRoot] },
  },
});
