import { Duration, Lazy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  type CfnStage,
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiCors, routeKey, type RouteDefinition } from '../definitions/routes.ts';
import { acknowledgeNagRule } from './nag-acknowledgements.ts';

/** Whole-API ceiling: far above a host portal's traffic, still a cap on floods. */
const defaultThrottle: ThrottleSettings = { rateLimit: 50, burstLimit: 100 };

/** Provider routes check a password: keep guessing slow. */
const providerThrottle: ThrottleSettings = { rateLimit: 1, burstLimit: 5 };

/** One JSON line per request, with HTTP API context variables. */
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationError: '$context.integrationErrorMessage',
    authorizerError: '$context.authorizer.error',
  }),
);

export type TrustayApiProps = {
  /** Browser origins allowed by CORS. */
  allowedOrigins: readonly string[];
  /** Issues the hosts' tokens checked by the JWT authorizer on `host` routes. */
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
};

/**
 * The HTTP API: a `$default` stage with access logs and throttling, and `addRoute` to add a
 * route-table entry with the authorization its access level calls for.
 */
export class TrustayApi extends Construct {
  private readonly httpApi: HttpApi;
  /** Base URL of the API, without a trailing slash. */
  readonly url: string;
  private readonly stage: HttpStage;
  private readonly hostAuthorizer: HttpJwtAuthorizer;
  private readonly throttledRouteKeys: string[] = [];

  constructor(scope: Construct, id: string, props: TrustayApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: 'trustay',
      // The stage is created below, with access logging and throttling.
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.allowedOrigins],
        allowMethods: apiCors.allowMethods.map((method) => CorsHttpMethod[method]),
        allowHeaders: [...apiCors.allowHeaders],
        maxAge: Duration.seconds(apiCors.maxAgeSeconds),
      },
    });
    this.url = this.httpApi.apiEndpoint;

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.EIGHTEEN_MONTHS });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: defaultThrottle,
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: accessLogFormat },
    });
    // Per-route throttles have no L2 property.
    (this.stage.node.defaultChild as CfnStage).routeSettings = Lazy.any({
      produce: () =>
        this.throttledRouteKeys.length === 0
          ? undefined
          : Object.fromEntries(
              this.throttledRouteKeys.map((key) => [
                key,
                { ThrottlingRateLimit: providerThrottle.rateLimit, ThrottlingBurstLimit: providerThrottle.burstLimit },
              ]),
            ),
    });

    const region = Stack.of(this).region;
    this.hostAuthorizer = new HttpJwtAuthorizer(
      'HostJwtAuthorizer',
      `https://cognito-idp.${region}.amazonaws.com/${props.userPool.userPoolId}`,
      { jwtAudience: [props.userPoolClient.userPoolClientId] },
    );
  }

  addRoute(route: RouteDefinition, handler: IFunction): void {
    const [httpRoute] = this.httpApi.addRoutes({
      path: route.path,
      methods: [HttpMethod[route.method]],
      integration: new HttpLambdaIntegration(`${route.id}-integration`, handler),
      authorizer: route.access === 'host' ? this.hostAuthorizer : undefined,
    });
    if (!httpRoute) throw new Error(`No HTTP API route created for ${routeKey(route)}`);

    switch (route.access) {
      case 'host':
        return;
      case 'public':
        acknowledgeNagRule(
          httpRoute,
          'APIG4',
          'Public by spec: the guest form and the invitation check are used before anyone signs in; the handler validates everything it is sent.',
        );
        return;
      case 'provider':
        acknowledgeNagRule(
          httpRoute,
          'APIG4',
          'The invitation administrator (provider) has no user account by spec; the handler checks the provider password against the Secrets Manager secret, and the stage throttles this route to 1 request/s.',
        );
        this.throttledRouteKeys.push(routeKey(route));
        // The stage's route settings name this route, so CloudFormation must create the route first.
        this.stage.node.addDependency(httpRoute);
        return;
    }
  }
}
