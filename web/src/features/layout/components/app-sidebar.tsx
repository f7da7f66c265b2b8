import { useMemo, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { useWebConfig } from '../../../config/web-config-context.ts';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../auth/components/auth-context.ts';
import { developerMenuModel, showsDeveloperMenu, sidebarMenuModel } from '../lib/menu-models.ts';

/** Spec §2 sidebar of a signed-in host: the Manual Guest Screening button, then the menu. */
export const AppSidebar = ({ sidebarRef }: { sidebarRef: Ref<HTMLElement> }) => {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signOut } = useAuth();
  const config = useWebConfig();

  const model = useMemo(() => {
    const items = sidebarMenuModel(navigate, () => void signOut(), pathname);
    return showsDeveloperMenu(window.location.hostname, import.meta.env.DEV) ? [...items, developerMenuModel(config, navigate)] : items;
  }, [navigate, signOut, pathname, config]);

  return (
    <aside id="layout-sidebar" ref={sidebarRef} className="layout-sidebar" aria-label="Main menu">
      <Button
        type="button"
        icon="pi pi-search"
        label="Manual Guest Screening"
        className="layout-sidebar-action"
        onClick={() => navigate(paths.checkScore)}
      />
      <Menu model={model} className="layout-menu" />
    </aside>
  );
};
