import { matchPath } from 'react-router-dom';

/** Front-end route paths (spec §2). API paths come from `routePath` in #definitions/routes. */
export const paths = {
  home: '/',
  login: '/login',
  signUp: '/signup',
  signUpWithCode: '/signupcode/:code',
  guestForm: '/guestForm/:id',
  quickScore: '/q/:reference',
  quickScoreResults: '/quickscoreresults',
  invitationCode: '/invitation-code',
  account: '/account',
  password: '/password',
  reviews: '/reviews',
  topUp: '/topup',
  faq: '/faq',
  contact: '/contact',
  checkScore: '/checkscore',
  notFound: '*',
} as const;

/**
 * Spec §2 Public routes: the only paths open without sign-in. Every other path, also one with
 * no page yet, needs a signed-in user (the guard in features/auth sends others to Login).
 */
export const publicPaths: readonly string[] = [
  paths.login,
  paths.signUp,
  paths.signUpWithCode,
  paths.guestForm,
  paths.quickScore,
  paths.quickScoreResults,
  paths.invitationCode,
];

export const isPublicPath = (pathname: string): boolean =>
  publicPaths.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
