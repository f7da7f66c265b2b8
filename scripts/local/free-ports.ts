import { createServer } from 'node:net';
import type { LocalPorts } from './local-stack.ts';

const freePort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });

/** A set of ports no other local stack (e.g. a running `npm start`) is using. */
export const freePorts = async (): Promise<LocalPorts> => {
  const [dynamodb, cognito, cognitoTriggers, ses, s3, api, web] = await Promise.all(Array.from({ length: 7 }, freePort));
  return { dynamodb, cognito, cognitoTriggers, ses, s3, api, web } as LocalPorts;
};
