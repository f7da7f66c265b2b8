import { describe, expect, it } from 'vitest';
import { isPublicPath } from '../../../web/src/config/paths.ts';
import { amplifyConfigFor } from '../../../web/src/features/auth/lib/amplify-config.ts';

describe('public routes (spec §2)', () => {
  it('opens exactly the public list without sign-in', () => {
    for (const path of ['/login', '/signup', '/signupcode/ABC123', '/guestForm/42', '/q/ref-1', '/quickscoreresults', '/invitation-code', '/login/']) {
      expect(isPublicPath(path), path).toBe(true);
    }
  });

  it('guards every other path, also ones without a page yet', () => {
    for (const path of ['/', '/home', '/account', '/checkscore', '/reviews', '/signupcode', '/guestForm', '/login/extra', '/nowhere']) {
      expect(isPublicPath(path), path).toBe(false);
    }
  });
});

describe('Amplify configuration from the runtime config', () => {
  const config = { apiUrl: 'https://api.example.com', region: 'us-east-1', userPoolId: 'us-east-1_abc', userPoolClientId: 'client' };

  it('signs in by email and leaves the endpoint to Amplify in AWS', () => {
    expect(amplifyConfigFor(config)).toEqual({
      Auth: { Cognito: { userPoolId: 'us-east-1_abc', userPoolClientId: 'client', loginWith: { email: true } } },
    });
  });

  it('points at cognito-local when the config names an endpoint', () => {
    expect(amplifyConfigFor({ ...config, userPoolEndpoint: 'http://127.0.0.1:9229' }).Auth?.Cognito).toMatchObject({
      userPoolEndpoint: 'http://127.0.0.1:9229',
    });
  });
});
