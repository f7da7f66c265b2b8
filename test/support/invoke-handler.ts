/** Calls a route's real handler through its middy stack with the event API Gateway would send. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { findRoute, routeKey, type RouteDefinition, type RouteId } from '#definitions/routes';
import { buildHttpApiEvent, buildLambdaContext } from '#local/http-api-event';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export type InvokeInput = {
  pathParameters?: Record<string, string>;
  body?: unknown;
  /** Sent as-is instead of JSON-encoding `body`. */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Claims of the JWT API Gateway's authorizer verified (host routes). */
  claims?: Record<string, string>;
};

export const invokeRoute = async (id: RouteId, input: InvokeInput = {}) => invokeRouteDefinition(findRoute(id), input);

/** As invokeRoute, for a route definition taken from the table (e.g. every host route). */
export const invokeRouteDefinition = async (route: RouteDefinition, input: InvokeInput = {}) => {
  const { handler } = (await import(`../../${route.handler}`)) as { handler: Handler };
  const rawPath = route.path.replace(/\{(\w+)\}/g, (_, name: string) => input.pathParameters?.[name] ?? '');
  const body = input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
  const result = await handler(
    buildHttpApiEvent({
      method: route.method,
      routeKey: routeKey(route),
      rawPath,
      headers: { 'content-type': 'application/json', ...input.headers },
      pathParameters: input.pathParameters,
      body,
      jwt: input.claims ? { claims: input.claims, scopes: null } : undefined,
    }),
    buildLambdaContext(route.id),
  );
  return { statusCode: result.statusCode, body: result.body ? (JSON.parse(result.body) as Record<string, unknown>) : undefined };
};
