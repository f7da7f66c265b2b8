import { webConfigPath } from '#definitions/web-config';

/** Replaces the whole app when the runtime config is missing or invalid. */
export const StartUpErrorPage = ({ problem }: { problem: string }) => (
  <main className="page">
    <section className="card message-card" role="alert">
      <h1>Trustay cannot start</h1>
      <p>The app's configuration could not be loaded:</p>
      <pre className="problem">{problem}</pre>
      <p>
        The file <code>{webConfigPath}</code> must be served beside the app. The CDK deploy writes
        it; locally <code>npm start</code> serves it. Fix the configuration, then reload this page.
      </p>
    </section>
  </main>
);
