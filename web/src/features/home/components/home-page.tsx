import { Button } from 'primereact/button';
import { useAuth } from '../../auth/components/auth-context.ts';

/** `/`: where Login leads. The dashboard layout and sidebar come later. */
export const HomePage = () => {
  const { user, signOut } = useAuth();
  return (
    <main className="page">
      <title>Home · Trustay</title>
      <section className="card message-card home-card">
        <h1>Welcome to Trustay</h1>
        <p>
          You are signed in as <strong data-testid="signed-in-email">{user?.email}</strong>.
        </p>
        <Button label="Log Out" icon="pi pi-sign-out" severity="secondary" onClick={() => void signOut()} />
      </section>
    </main>
  );
};
