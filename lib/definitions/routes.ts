/**
 * The route table: the one list of Trustay's HTTP endpoints. The CDK API stack makes one
 * Lambda and one HTTP API route per entry (with the JWT authorizer where access is 'host'),
 * the local gateway serves the same entries with the same handler modules, and the tests
 * check authorization from it. Plain data, no AWS imports.
 */
import type { OAuthPartner, TableKey } from './resources.ts';

/**
 * - public: anyone; the handler validates everything it is sent.
 * - host: a signed-in host; API Gateway's Cognito JWT authorizer rejects anyone else.
 * - provider: the invitation administrator; no sign-in, the handler checks the provider
 *   password against the server-side secret.
 */
export type RouteAccess = 'public' | 'host' | 'provider';

export type TableAccess = 'read' | 'write';

export type RouteDefinition = {
  /** Stable, unique id: names the Lambda function and its log group. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway path syntax: `{name}` is a path parameter. */
  path: string;
  /** Handler module, relative to the repository root; it exports `handler`. */
  handler: string;
  access: RouteAccess;
  /** Tables the handler may touch: the stack grants exactly this and sets the env vars. */
  tables: Partial<Record<TableKey, TableAccess>>;
  /** Whether the handler reads the provider password secret. */
  readsProviderSecret?: boolean;
  /** Whether the handler creates or removes hosts in the Cognito user pool, or updates their attributes. */
  managesHostAccounts?: boolean;
  /**
   * The partner OAuth step the handler takes: 'start' learns the partner's client id; 'callback'
   * also reads that partner's client secret and learns the web app URL it sends the browser to.
   */
  partnerOAuth?: { partner: OAuthPartner; step: 'start' | 'callback' };
};

export const routes = [
  {
    id: 'get-invitation',
    method: 'GET',
    path: '/v1/client/invitation/{code}',
    handler: 'functions/invitations/get-invitation.ts',
    access: 'public',
    tables: { invitations: 'read' },
  },
  {
    id: 'create-invitation-code',
    method: 'POST',
    path: '/tpc/api/invitation-code/create',
    handler: 'functions/invitations/create-invitation-code.ts',
    access: 'provider',
    tables: { invitations: 'write' },
    readsProviderSecret: true,
  },
  {
    id: 'sign-up-host',
    method: 'POST',
    path: '/v1/users',
    handler: 'functions/users/sign-up-host.ts',
    access: 'public',
    tables: { users: 'write', invitations: 'read' },
    managesHostAccounts: true,
  },
  {
    id: 'get-host-user',
    method: 'GET',
    path: '/stripe/users/{email}',
    handler: 'functions/users/get-host-user.ts',
    access: 'host',
    tables: { users: 'read' },
  },
  {
    id: 'get-user-extra',
    method: 'GET',
    path: '/stripe/user-extra/{email}',
    handler: 'functions/users/get-user-extra.ts',
    access: 'host',
    tables: { users: 'read' },
  },
  {
    id: 'save-user-extra',
    method: 'POST',
    path: '/stripe/user-extra',
    handler: 'functions/users/save-user-extra.ts',
    access: 'host',
    tables: { users: 'write' },
  },
  {
    id: 'update-host-account',
    method: 'POST',
    path: '/stripe/users/{email}',
    handler: 'functions/users/update-host-account.ts',
    access: 'host',
    tables: { users: 'write' },
    managesHostAccounts: true,
  },
  {
    id: 'connect-hostaway',
    method: 'POST',
    path: '/tpc/hostaway/api/signup',
    handler: 'functions/partners/connect-hostaway.ts',
    access: 'host',
    tables: { users: 'write', partnerCredentials: 'write' },
  },
  {
    id: 'ownerrez-signup',
    method: 'POST',
    path: '/tpc/ownerrez/api/signup',
    handler: 'functions/partners/ownerrez-signup.ts',
    access: 'host',
    tables: { users: 'read', partnerAuthorizations: 'write' },
    partnerOAuth: { partner: 'ownerrez', step: 'start' },
  },
  {
    id: 'ownerrez-callback',
    method: 'GET',
    path: '/tpc/ownerrez/api/callback',
    handler: 'functions/partners/ownerrez-callback.ts',
    access: 'public',
    tables: { partnerAuthorizations: 'write', partnerCredentials: 'write' },
    partnerOAuth: { partner: 'ownerrez', step: 'callback' },
  },
  {
    id: 'tokeet-authorize',
    method: 'GET',
    path: '/tpc/tokeet/api/authorize',
    handler: 'functions/partners/tokeet-authorize.ts',
    access: 'host',
    tables: { users: 'read', partnerAuthorizations: 'write' },
    partnerOAuth: { partner: 'tokeet', step: 'start' },
  },
  {
    id: 'tokeet-callback',
    method: 'GET',
    path: '/tpc/tokeet/api/callback',
    handler: 'functions/partners/tokeet-callback.ts',
    access: 'public',
    tables: { partnerAuthorizations: 'write', partnerCredentials: 'write' },
    partnerOAuth: { partner: 'tokeet', step: 'callback' },
  },
  {
    id: 'advancecm-authorize',
    method: 'GET',
    path: '/tpc/advancecm/api/authorize',
    handler: 'functions/partners/advancecm-authorize.ts',
    access: 'host',
    tables: { users: 'read', partnerAuthorizations: 'write' },
    partnerOAuth: { partner: 'advancecm', step: 'start' },
  },
  {
    id: 'advancecm-callback',
    method: 'GET',
    path: '/tpc/advancecm/api/callback',
    handler: 'functions/partners/advancecm-callback.ts',
    access: 'public',
    tables: { partnerAuthorizations: 'write', partnerCredentials: 'write' },
    partnerOAuth: { partner: 'advancecm', step: 'callback' },
  },
] as const satisfies readonly RouteDefinition[];

/** The route key API Gateway uses, e.g. `GET /v1/client/invitation/{code}`. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

export type RouteId = (typeof routes)[number]['id'];

type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

type RouteById<Id extends RouteId> = Extract<(typeof routes)[number], { id: Id }>;

export const findRoute = <Id extends RouteId>(id: Id): RouteById<Id> => {
  const route = routes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`No route with id ${id}`);
  return route as RouteById<Id>;
};

/** The concrete path of a route, its parameters URL-encoded: clients never retype a path. */
export const routePath = <Id extends RouteId>(
  id: Id,
  ...[params]: PathParams<RouteById<Id>['path']> extends never
    ? []
    : [Record<PathParams<RouteById<Id>['path']>, string>]
): string =>
  findRoute(id).path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );

/** CORS the API answers with, for the web app's origin (the CDK stack and local gateway share it). */
export const apiCors = {
  allowHeaders: ['content-type', 'authorization'],
  /** Only the methods some route uses. */
  allowMethods: [...new Set(routes.map((route) => route.method))],
  maxAgeSeconds: 600,
};
