import { useLocation } from 'react-router-dom';

export const NotFoundRoute = () => {
  const { pathname } = useLocation();
  return (
    <main className="page">
      <title>Page not found · Trustay</title>
      <section className="card message-card">
        <h1>Page not found</h1>
        <p>
          There is no page at <code>{pathname}</code>. Check the address you entered or the link
          you followed.
        </p>
      </section>
    </main>
  );
};
