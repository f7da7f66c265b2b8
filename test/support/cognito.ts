/** Creates hosts directly in the test stack's cognito-local, in each state the login screen handles. */
import { inject } from 'vitest';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

const stack = () => inject('localStack');

export const localCognitoClient = () =>
  new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: stack().urls.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });

let counter = 0;
/** A fresh address per call, so tests never share a user. */
export const uniqueEmail = (label: string): string => `${label}-${Date.now()}-${++counter}@example.com`;

const createUser = async (email: string, temporaryPassword?: string) => {
  await localCognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: stack().seeds.userPoolId,
      Username: email,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
    }),
  );
};

/** A confirmed host who signs in with this password. */
export const createConfirmedUser = async (email: string, password: string): Promise<void> => {
  await createUser(email);
  await localCognitoClient().send(
    new AdminSetUserPasswordCommand({ UserPoolId: stack().seeds.userPoolId, Username: email, Password: password, Permanent: true }),
  );
};

/** A host created by an administrator: the first sign-in must set a new password. */
export const createUserWithTemporaryPassword = async (email: string, temporaryPassword: string): Promise<void> => {
  await createUser(email, temporaryPassword);
};

/** A host who signed up but never entered the emailed code (confirmation code: the stack's fixed code). */
export const signUpUnconfirmedUser = async (email: string, password: string): Promise<void> => {
  await localCognitoClient().send(
    new SignUpCommand({
      ClientId: stack().seeds.userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [{ Name: 'email', Value: email }],
    }),
  );
};
