/**
 * Spec §2 Menus and layout: the sidebar opens on its toggle and closes on a click outside; the
 * desktop breakpoint is width 991. Wider than that it is a static column beside the page, which
 * the toggle shows and hides and which stays put on clicks elsewhere; at 991 px and narrower it
 * is an overlay, closed on a click outside it and on navigation. A pure reducer.
 */

/** Widths above 991 px are desktop (spec §2). */
export const desktopMediaQuery = '(min-width: 992px)';

export type SidebarState = { hiddenOnDesktop: boolean; openOnMobile: boolean };

/** The static column starts shown; the overlay starts closed. */
export const initialSidebarState: SidebarState = { hiddenOnDesktop: false, openOnMobile: false };

export type SidebarEvent = { type: 'toggled'; isDesktop: boolean } | { type: 'clickedOutside' } | { type: 'navigated' };

export const sidebarReducer = (state: SidebarState, event: SidebarEvent): SidebarState => {
  switch (event.type) {
    case 'toggled':
      return event.isDesktop ? { ...state, hiddenOnDesktop: !state.hiddenOnDesktop } : { ...state, openOnMobile: !state.openOnMobile };
    case 'clickedOutside':
    case 'navigated':
      return state.openOnMobile ? { ...state, openOnMobile: false } : state;
  }
};

export const isSidebarShown = (state: SidebarState, isDesktop: boolean): boolean =>
  isDesktop ? !state.hiddenOnDesktop : state.openOnMobile;

/** Only the overlay closes on a click outside it. */
export const closesOnClickOutside = (state: SidebarState, isDesktop: boolean): boolean => !isDesktop && state.openOnMobile;
