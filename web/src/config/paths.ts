/** Front-end route paths (spec §2). API paths come from `routePath` in #definitions/routes. */
export const paths = {
  invitationCode: '/invitation-code',
  notFound: '*',
} as const;
