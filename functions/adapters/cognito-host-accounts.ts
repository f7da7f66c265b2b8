/**
 * Host sign-up in the Cognito user pool. SignUp is the same public call the web client could
 * make; doing it on the server means the channel attribute comes from the invitation, never
 * from the browser. Cognito emails the verification code.
 */
import {
  CognitoIdentityProviderClient,
  InvalidParameterException,
  InvalidPasswordException,
  SignUpCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolEnvNames } from '#definitions/resources';
import { RequestValidationError } from '#core/http-errors';
import { HostAlreadyExistsError, type HostAccounts } from '../users/host-account-rules.ts';

const client = new CognitoIdentityProviderClient({});

const webClientId = (): string => {
  const id = process.env[userPoolEnvNames.userPoolClientId];
  if (!id) throw new Error(`${userPoolEnvNames.userPoolClientId} is not set: the user pool is not bound to this function.`);
  return id;
};

export const cognitoHostAccounts: HostAccounts = {
  async signUp({ email, password, name, channel }) {
    try {
      await client.send(
        new SignUpCommand({
          ClientId: webClientId(),
          Username: email,
          Password: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'name', Value: name },
            { Name: 'custom:channel', Value: channel },
          ],
        }),
      );
    } catch (error) {
      if (error instanceof UsernameExistsException) throw new HostAlreadyExistsError();
      if (error instanceof InvalidPasswordException || error instanceof InvalidParameterException) {
        throw new RequestValidationError({ 'body.password': error.message }, error.message);
      }
      throw error;
    }
  },
};
