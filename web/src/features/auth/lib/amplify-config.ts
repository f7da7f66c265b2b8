import type { ResourcesConfig } from 'aws-amplify';
import type { WebConfig } from '#definitions/web-config';

/**
 * Amplify's Auth settings from the runtime config. The endpoint override is set only when the
 * config has one (locally, cognito-local); in AWS Amplify derives the endpoint from the pool id.
 */
export const amplifyConfigFor = (config: WebConfig): ResourcesConfig => ({
  Auth: {
    Cognito: {
      userPoolId: config.userPoolId,
      userPoolClientId: config.userPoolClientId,
      ...(config.userPoolEndpoint === undefined ? {} : { userPoolEndpoint: config.userPoolEndpoint }),
      loginWith: { email: true },
    },
  },
});
