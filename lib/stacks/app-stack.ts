import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { TrustayApi } from '../constructs/trustay-api.ts';
import { TrustayFunction } from '../constructs/trustay-function.ts';
import { WebDeployment } from '../constructs/web-deployment.ts';
import type { OAuthPartner, TableKey } from '../definitions/resources.ts';
import { routeKey, routes, type RouteDefinition, type TableAccess } from '../definitions/routes.ts';
import type { TrustayDataResources } from './data-stack.ts';

export type TrustayAppStackProps = StackProps & {
  data: TrustayDataResources;
  /** Directory holding the built web app (index.html and its assets). */
  webBuildDirectory: string;
  /** The route table to serve; defaults to the real one (tests add routes to it). */
  routes?: readonly RouteDefinition[];
  /** Trustay's OAuth client id at each partner; a partner without one cannot be linked. */
  partnerClientIds?: Partial<Record<OAuthPartner, string>>;
};

/**
 * Stateless resources: one Lambda function and one HTTP API route per route-table entry, and the
 * deployment of the web build with its /config.json.
 */
export class TrustayAppStack extends Stack {
  constructor(scope: Construct, id: string, props: TrustayAppStackProps) {
    super(scope, id, props);
    const { data } = props;
    const routeTable: readonly RouteDefinition[] = props.routes ?? routes;

    const api = new TrustayApi(this, 'Api', {
      allowedOrigins: data.webOrigins,
      userPool: data.userPool,
      userPoolClient: data.userPoolClient,
    });

    for (const route of routeTable) {
      const routeFunction = new TrustayFunction(this, route.id, { handler: route.handler, description: routeKey(route) });
      for (const [key, access] of Object.entries(route.tables) as [TableKey, TableAccess][]) {
        routeFunction.bindTable(key, data.tables[key], access);
      }
      if (route.readsProviderSecret) routeFunction.bindProviderSecret(data.providerSecret);
      if (route.managesHostAccounts) routeFunction.bindHostAccounts(data.userPool, data.userPoolClient);
      if (route.partnerOAuth) {
        routeFunction.bindPartnerOAuth(route.partnerOAuth, {
          clientId: props.partnerClientIds?.[route.partnerOAuth.partner],
          clientSecret: data.partnerClientSecrets[route.partnerOAuth.partner],
          webAppUrl: data.web.origin,
        });
      }
      api.addRoute(route, routeFunction.lambdaFunction);
    }

    new WebDeployment(this, 'WebDeployment', {
      buildDirectory: props.webBuildDirectory,
      bucket: data.web.importBucket(this, 'WebBucket'),
      distribution: data.web.distribution,
      config: {
        apiUrl: api.url,
        region: this.region,
        userPoolId: data.userPool.userPoolId,
        userPoolClientId: data.userPoolClient.userPoolClientId,
      },
    });

    new CfnOutput(this, 'ApiUrl', { value: api.url });
  }
}
