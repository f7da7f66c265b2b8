/**
 * Bridges a gap between cognito-local and Cognito. When a host confirms sign-up with the code
 * Cognito emailed, Cognito marks the email verified; cognito-local does not. cognito-local can
 * call Lambda triggers, so this local stand-in for the Lambda Invoke API answers its
 * PostConfirmation trigger by marking the email verified, as Cognito would have.
 * Local only: in AWS Cognito does this itself and no trigger is deployed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminUpdateUserAttributesCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { RunningEmulator } from './emulators.ts';

export const markEmailVerifiedFunction = 'local-mark-email-verified';

type PostConfirmationEvent = { userPoolId: string; userName: string; request: { userAttributes: Record<string, string> } };

const readJson = async (request: AsyncIterable<Buffer>): Promise<PostConfirmationEvent> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as PostConfirmationEvent;
};

export const startCognitoTriggers = async (port: number, cognitoUrl: string): Promise<RunningEmulator> => {
  const cognito = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: cognitoUrl, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  const server: Server = createServer((request, response) => {
    const isMarkEmailVerified = request.method === 'POST' && request.url === `/2015-03-31/functions/${markEmailVerifiedFunction}/invocations`;
    if (!isMarkEmailVerified) {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `No local function at ${request.url}` }));
      return;
    }
    readJson(request)
      .then(async (event) => {
        await cognito.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: event.userPoolId,
            Username: event.userName,
            // cognito-local verifies only an email given in the same call.
            UserAttributes: [
              { Name: 'email', Value: event.request.userAttributes.email ?? '' },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        );
        // A Cognito trigger answers with its event.
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...event, response: {} }));
      })
      .catch((error: unknown) => {
        console.error('Local PostConfirmation trigger failed:', error);
        response.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
        response.end(JSON.stringify({ errorMessage: String(error) }));
      });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveListen());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    stop: () => new Promise((resolveClose) => server.close(() => resolveClose())),
  };
};
