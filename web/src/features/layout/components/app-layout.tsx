import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { classNames } from 'primereact/utils';
import { useAuth } from '../../auth/components/auth-context.ts';
import { HostUserProvider } from '../../host-user/components/host-user-provider.tsx';
import { closesOnClickOutside, desktopMediaQuery, initialSidebarState, isSidebarShown, sidebarReducer } from '../lib/sidebar-state.ts';
import { AppSidebar } from './app-sidebar.tsx';
import { MenuNavigationContext } from './menu-navigation.ts';
import { SignedOutMenu } from './signed-out-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { useMediaQuery } from './use-media-query.ts';

type MenuKind = 'none' | 'signedOut' | 'signedIn';

const LayoutFrame = () => {
  const auth = useAuth();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(desktopMediaQuery);
  const [sidebar, dispatch] = useReducer(sidebarReducer, initialSidebarState);
  const [shouldHideMenuNavigation, setShouldHideMenuNavigation] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLSpanElement>(null);

  // Spec §4: the menu follows sign-in and sign-out; none while the session is still being read.
  const menu: MenuKind = shouldHideMenuNavigation || auth.isLoading ? 'none' : auth.isUserSignedIn ? 'signedIn' : 'signedOut';
  const sidebarShown = menu === 'signedIn' && isSidebarShown(sidebar, isDesktop);
  const listensForClickOutside = menu === 'signedIn' && closesOnClickOutside(sidebar, isDesktop);

  useEffect(() => dispatch({ type: 'navigated' }), [pathname]);

  useEffect(() => {
    if (!listensForClickOutside) return;
    const onClick = (event: MouseEvent) => {
      const inside = [sidebarRef.current, toggleRef.current].some((element) => element !== null && event.composedPath().includes(element));
      if (!inside) dispatch({ type: 'clickedOutside' });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [listensForClickOutside]);

  const toggleSidebar = useCallback(() => dispatch({ type: 'toggled', isDesktop }), [isDesktop]);

  // The page keeps its place in the tree whichever menu shows, so signing in on a page (as
  // sign-up does) never remounts it and loses what it holds.
  return (
    <MenuNavigationContext value={setShouldHideMenuNavigation}>
      <div
        className={classNames('layout-wrapper', {
          'layout-with-topbar': menu !== 'none',
          'layout-static-sidebar': sidebarShown && isDesktop,
        })}
      >
        {menu === 'signedOut' && <SignedOutMenu />}
        {menu === 'signedIn' && <TopBar sidebarShown={sidebarShown} onToggleSidebar={toggleSidebar} toggleRef={toggleRef} />}
        {sidebarShown && <AppSidebar sidebarRef={sidebarRef} />}
        {sidebarShown && !isDesktop && <div className="layout-mask" aria-hidden="true" />}
        <div className="layout-main">
          <Outlet />
        </div>
      </div>
    </MenuNavigationContext>
  );
};

/**
 * Every page's frame (spec §2 Menus and layout): the signed-out menu, or for a signed-in host
 * the top bar and sidebar; and the signed-in host's record for the menus and pages. Rendered
 * inside AuthProvider.
 */
export const AppLayout = () => (
  <HostUserProvider>
    <LayoutFrame />
  </HostUserProvider>
);
