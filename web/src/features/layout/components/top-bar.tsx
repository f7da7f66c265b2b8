import type { Ref } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../auth/components/auth-context.ts';
import { useHostUser } from '../../host-user/components/host-user-context.ts';
import { channelLogo } from '../lib/channel-logo.ts';

/** The count, then a unit word that narrow screens leave out. */
const CreditsLabel = ({ credits }: { credits: number | undefined }) => (
  <>
    <span className="pi pi-wallet p-button-icon p-button-icon-left" aria-hidden="true" />
    <span className="p-button-label">
      {credits ?? '–'}
      {credits !== undefined && <span className="layout-topbar-credits-unit"> {credits === 1 ? 'credit' : 'credits'}</span>}
    </span>
  </>
);

type TopBarProps = {
  sidebarShown: boolean;
  onToggleSidebar: () => void;
  toggleRef: Ref<HTMLSpanElement>;
};

/**
 * Spec §2 top bar of a signed-in host: the channel logo linking to the channel's site, home,
 * an account button with contactName, a top-up button with the screening credits, and logout.
 */
export const TopBar = ({ sidebarShown, onToggleSidebar, toggleRef }: TopBarProps) => {
  const navigate = useNavigate();
  const { user, signOut } = useAuth();
  const { hostUser } = useHostUser();
  const logo = channelLogo(hostUser?.channel);
  const image = <img src={logo.src} alt={logo.alt} className="layout-topbar-logo-image" />;

  return (
    <header className="layout-topbar">
      <span ref={toggleRef} className="layout-topbar-toggle">
        <Button
          type="button"
          icon="pi pi-bars"
          text
          rounded
          severity="secondary"
          aria-label="Toggle menu"
          aria-controls={sidebarShown ? 'layout-sidebar' : undefined}
          aria-expanded={sidebarShown}
          onClick={onToggleSidebar}
        />
      </span>
      {logo.siteUrl ? (
        <a href={logo.siteUrl} target="_blank" rel="noopener noreferrer" className="layout-topbar-logo" data-testid="top-bar-logo">
          {image}
        </a>
      ) : (
        <Link to={paths.home} className="layout-topbar-logo" data-testid="top-bar-logo">
          {image}
        </Link>
      )}
      <nav className="layout-topbar-actions" aria-label="Account">
        <Button type="button" icon="pi pi-home" text rounded severity="secondary" aria-label="Home" title="Home" onClick={() => navigate(paths.home)} />
        <Button
          type="button"
          icon="pi pi-user"
          label={hostUser?.contactName ?? user?.email ?? ''}
          text
          severity="secondary"
          title={`Account: ${hostUser?.contactName ?? user?.email ?? ''}`}
          className="layout-topbar-account"
          data-testid="top-bar-account"
          onClick={() => navigate(paths.account)}
        />
        <Button type="button" outlined title="Top Up Credits" data-testid="top-bar-credits" onClick={() => navigate(paths.topUp)}>
          <CreditsLabel credits={hostUser?.screening} />
        </Button>
        <Button type="button" icon="pi pi-sign-out" text rounded severity="secondary" aria-label="Log Out" title="Log Out" onClick={() => void signOut()} />
      </nav>
    </header>
  );
};
