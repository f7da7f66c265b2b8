/**
 * Bridges a gap between cognito-local and Cognito: Cognito emails a host their codes,
 * cognito-local only prints each message in a box on its log. Preloaded into cognito-local's
 * process (`--import`), this swaps its console sender for one that emails the message through
 * the SES emulator, in the deployed pool's words, and cognito-local waits for that before it
 * answers: the code is in the mail viewer by the time sign-up or reset returns.
 * Local stack only; in AWS Cognito sends the emails itself.
 */
import { createRequire } from 'node:module';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { cognitoEmails, type CognitoEmailOperation } from '#definitions/user-pool';

/** The SES emulator's URL, set by the local stack in cognito-local's environment. */
export const sesUrlEnvName = 'TRUSTAY_LOCAL_SES_URL';

export const localSenderAddress = 'no-reply@trustay.local';

/** The call that caused a message (cognito-local's log target), e.g. SignUp, ForgotPassword. */
export type CognitoMessage = { operation: string; destination: string; code: string };

/** The email Cognito would send for the message, in the deployed pool's words. */
export const cognitoEmailFor = (message: CognitoMessage) => {
  const texts = cognitoEmails[message.operation as CognitoEmailOperation] ?? cognitoEmails.ResendConfirmationCode;
  return {
    subject: texts.subject,
    body: texts.body.replace('{####}', message.code).replace('{username}', message.destination),
  };
};

type SenderContext = { logger: { bindings(): Record<string, unknown> } };
type ConsoleMessageSenderClass = {
  prototype: { sendEmail(ctx: SenderContext, user: unknown, destination: string, message: { __code?: string }): Promise<void> };
};

const installSesDelivery = (sesUrl: string): void => {
  const ses = new SESClient({ region: 'us-east-1', endpoint: sesUrl, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  // cognito-local is CommonJS; its one sender class is patched where every message passes.
  const { ConsoleMessageSender } = createRequire(import.meta.url)('cognito-local/lib/services/messageDelivery/consoleMessageSender.js') as {
    ConsoleMessageSender: ConsoleMessageSenderClass;
  };
  ConsoleMessageSender.prototype.sendEmail = async (ctx, _user, destination, message) => {
    const operation = String(ctx.logger.bindings().target ?? 'ResendConfirmationCode');
    const { subject, body } = cognitoEmailFor({ operation, destination, code: message.__code ?? '' });
    await ses.send(
      new SendEmailCommand({
        Source: localSenderAddress,
        Destination: { ToAddresses: [destination] },
        Message: { Subject: { Data: subject }, Body: { Text: { Data: body } } },
      }),
    );
  };
};

const sesUrl = process.env[sesUrlEnvName];
if (sesUrl) installSesDelivery(sesUrl);
