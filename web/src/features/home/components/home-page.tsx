import { useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../auth/components/auth-context.ts';
import { useHostUser } from '../../host-user/components/host-user-context.ts';

/** `/`: where Login leads. The dashboard's content is not specified (spec §2); this points the way. */
export const HomePage = () => {
  const { user } = useAuth();
  const { hostUser } = useHostUser();
  const navigate = useNavigate();
  return (
    <main className="page">
      <title>Home · Trustay</title>
      <section className="card message-card home-card">
        <h1>{hostUser ? `Welcome, ${hostUser.contactName}` : 'Welcome to Trustay'}</h1>
        <p>
          You are signed in as <strong data-testid="signed-in-email">{user?.email}</strong>
          {hostUser && (
            <>
              {' '}
              and have <strong>{hostUser.screening}</strong> screening {hostUser.screening === 1 ? 'credit' : 'credits'} left
            </>
          )}
          .
        </p>
        <div className="home-actions">
          <Button type="button" label="Manual Guest Screening" icon="pi pi-search" onClick={() => navigate(paths.checkScore)} />
          <Button type="button" label="My Guests" icon="pi pi-users" severity="secondary" outlined onClick={() => navigate(paths.reviews)} />
        </div>
      </section>
    </main>
  );
};
