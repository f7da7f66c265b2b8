/**
 * Spec §2 Menus and layout: the entries of the signed-out menu, the sidebar and the
 * development-only menu, as PrimeReact menu models.
 */
import type { SyntheticEvent } from 'react';
import type { MenuItem } from 'primereact/menuitem';
import type { WebConfig } from '#definitions/web-config';
import { paths } from '../../../config/paths.ts';

export type Navigate = (path: string) => void;

/** A click with a modifier key opens the link the browser's way (new tab, window...). */
const isModifiedClick = (event: SyntheticEvent): boolean => {
  // PrimeReact passes the item's click event, a mouse event, typed as any synthetic event.
  const keys = event as Partial<Pick<MouseEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>>;
  return Boolean(keys.ctrlKey || keys.metaKey || keys.shiftKey || keys.altKey);
};

/**
 * An entry that is a real link (its href opens in a new tab with Ctrl or Cmd) and on a plain
 * click navigates inside the app without reloading it.
 */
export const routeMenuItem = (label: string, icon: string, path: string, navigate: Navigate, currentPath?: string): MenuItem => ({
  label,
  icon,
  url: path,
  className: path === currentPath ? 'layout-menuitem-current' : undefined,
  command: ({ originalEvent }) => {
    if (isModifiedClick(originalEvent)) return;
    originalEvent.preventDefault();
    // PrimeReact's Menu runs the command again from the enclosing item when the click bubbles.
    originalEvent.stopPropagation();
    navigate(path);
  },
});

/** Signed out: Login, Quick Access > Score Result, Sign Up. */
export const signedOutMenuModel = (navigate: Navigate): MenuItem[] => [
  routeMenuItem('Login', 'pi pi-sign-in', paths.login, navigate),
  { label: 'Quick Access', icon: 'pi pi-bolt', items: [routeMenuItem('Score Result', 'pi pi-chart-bar', paths.quickScoreResults, navigate)] },
  routeMenuItem('Sign Up', 'pi pi-user-plus', paths.signUp, navigate),
];

/** The signed-in sidebar; the Manual Guest Screening button sits above it. */
export const sidebarMenuModel = (navigate: Navigate, signOut: () => void, currentPath: string): MenuItem[] => [
  routeMenuItem('Home', 'pi pi-home', paths.home, navigate, currentPath),
  routeMenuItem('My Guests', 'pi pi-users', paths.reviews, navigate, currentPath),
  routeMenuItem('Top Up Credits', 'pi pi-wallet', paths.topUp, navigate, currentPath),
  routeMenuItem('FAQ', 'pi pi-question-circle', paths.faq, navigate, currentPath),
  routeMenuItem('Account', 'pi pi-user', paths.account, navigate, currentPath),
  routeMenuItem('Contact Support', 'pi pi-envelope', paths.contact, navigate, currentPath),
  { label: 'Log Out', icon: 'pi pi-sign-out', command: () => signOut() },
];

const localHostnames = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Spec §2: a development-only extra menu appears on a local host, that is in a development
 * build (`npm start`'s Vite server) opened at localhost. Never in a production build, even one
 * served locally (as the end-to-end tests do).
 */
export const showsDeveloperMenu = (hostname: string, isDevelopmentBuild: boolean): boolean =>
  isDevelopmentBuild && localHostnames.has(hostname);

/**
 * What a developer wants at hand that the app itself knows: the invitation admin page (where
 * sign-up codes come from) and where this build sends its API and sign-in calls. The spec's
 * developer routes (/datastore, /restapi, ...) have no pages, so they get no links.
 */
export const developerMenuModel = (config: Pick<WebConfig, 'apiUrl' | 'region'>, navigate: Navigate): MenuItem => ({
  label: 'Developer',
  icon: 'pi pi-wrench',
  items: [
    routeMenuItem('Invitation admin', 'pi pi-ticket', paths.invitationCode, navigate),
    { label: `API: ${config.apiUrl}`, icon: 'pi pi-server', disabled: true },
    { label: `Region: ${config.region}`, icon: 'pi pi-globe', disabled: true },
  ],
});
