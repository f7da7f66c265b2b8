/**
 * Host sign-up in the Cognito user pool. SignUp is the same public call the web client could
 * make; doing it on the server means the channel attribute comes from the invitation, never
 * from the browser. Cognito emails the verification code. Later account edits keep the
 * host's `name` attribute in step with the users table (AdminUpdateUserAttributes).
 */
import {
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  InvalidParameterException,
  InvalidPasswordException,
  SignUpCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { userPoolEnvNames } from '#definitions/resources';
import { RequestValidationError } from '#core/http-errors';
import { HostAlreadyExistsError, type HostAccounts } from '../users/host-account-rules.ts';
import type { AccountNames } from '../users/account-rules.ts';

const client = new CognitoIdentityProviderClient({});

const webClientId = (): string => {
  const id = process.env[userPoolEnvNames.userPoolClientId];
  if (!id) throw new Error(`${userPoolEnvNames.userPoolClientId} is not set: the user pool is not bound to this function.`);
  return id;
};

const userPoolId = (): string => {
  const id = process.env[userPoolEnvNames.userPoolId];
  if (!id) throw new Error(`${userPoolEnvNames.userPoolId} is not set: the user pool is not bound to this function.`);
  return id;
};

export const cognitoHostAccounts: HostAccounts & AccountNames = {
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

  /** The pool's username attribute is the email, which Cognito accepts as the admin calls' username. */
  async updateName(email, name) {
    await client.send(
      new AdminUpdateUserAttributesCommand({ UserPoolId: userPoolId(), Username: email, UserAttributes: [{ Name: 'name', Value: name }] }),
    );
  },
};
