import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Menubar } from 'primereact/menubar';
import { useWebConfig } from '../../../config/web-config-context.ts';
import { paths } from '../../../config/paths.ts';
import { channelLogo } from '../lib/channel-logo.ts';
import { developerMenuModel, showsDeveloperMenu, signedOutMenuModel } from '../lib/menu-models.ts';

/** Spec §2 signed-out menu: Login, Quick Access > Score Result, Sign Up. */
export const SignedOutMenu = () => {
  const navigate = useNavigate();
  const config = useWebConfig();
  const logo = channelLogo(undefined);

  const model = useMemo(() => {
    const items = signedOutMenuModel(navigate);
    return showsDeveloperMenu(window.location.hostname, import.meta.env.DEV) ? [...items, developerMenuModel(config, navigate)] : items;
  }, [navigate, config]);

  return (
    <header className="layout-topbar layout-topbar-signed-out">
      <Menubar
        model={model}
        start={
          <Link to={paths.login} className="layout-topbar-logo">
            <img src={logo.src} alt={logo.alt} className="layout-topbar-logo-image" />
          </Link>
        }
        aria-label="Main menu"
      />
    </header>
  );
};
