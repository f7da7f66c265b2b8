import { createContext, use, useEffect } from 'react';

/** Sets spec §3 Application state's shouldHideMenuNavigation; provided by AppLayout. */
export const MenuNavigationContext = createContext<((shouldHideMenuNavigation: boolean) => void) | null>(null);

/**
 * A page that must show no menu (spec §2: the guest form for a visitor who is not signed in)
 * calls this; the menus come back when it unmounts or passes false.
 */
export const useHideMenuNavigation = (shouldHideMenuNavigation = true): void => {
  const setShouldHideMenuNavigation = use(MenuNavigationContext);
  if (!setShouldHideMenuNavigation) throw new Error('useHideMenuNavigation must be used inside AppLayout');
  useEffect(() => {
    setShouldHideMenuNavigation(shouldHideMenuNavigation);
    return () => setShouldHideMenuNavigation(false);
  }, [setShouldHideMenuNavigation, shouldHideMenuNavigation]);
};
