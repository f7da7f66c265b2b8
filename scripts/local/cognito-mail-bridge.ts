/**
 * Bridges the other gap between cognito-local and Cognito: Cognito emails a host their codes,
 * cognito-local only prints each message it would send in a box on its output. This reads those
 * boxes and sends each as a real email through the SES emulator, with the texts the deployed
 * user pool uses, so a local user finds every code in the mail viewer.
 */
import type { Readable } from 'node:stream';
import { createInterface } from 'node:readline';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { cognitoEmails, type CognitoEmailOperation } from '#definitions/user-pool';

export type CognitoMessage = { operation: string; username: string; destination: string; code: string };

export const localSenderAddress = 'no-reply@trustay.local';

// eslint-disable-next-line no-control-regex -- ANSI colour codes are control characters.
const withoutColours = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '');

/** Reads cognito-local's output and calls `deliver` once per message box it prints. */
export const readCognitoMessages = (output: Readable, deliver: (message: CognitoMessage) => void): void => {
  let box: Partial<CognitoMessage> | undefined;
  createInterface({ input: output }).on('line', (raw) => {
    const line = withoutColours(raw);
    const opening = /\s(\w+)\s╭/.exec(line);
    if (opening) {
      box = { operation: opening[1] };
      return;
    }
    if (!box) return;
    const field = /│\s+(Username|Destination|Code):\s+(\S+)\s+│/.exec(line);
    if (field) box[field[1] === 'Username' ? 'username' : field[1] === 'Destination' ? 'destination' : 'code'] = field[2];
    if (line.includes('╰')) {
      if (box.operation && box.destination && box.code) deliver({ username: '', ...box } as CognitoMessage);
      box = undefined;
    }
  });
};

/** The email Cognito would send for the message, in the deployed pool's words. */
export const cognitoEmailFor = (message: CognitoMessage) => {
  const texts = cognitoEmails[message.operation as CognitoEmailOperation] ?? cognitoEmails.ResendConfirmationCode;
  return {
    subject: texts.subject,
    body: texts.body.replace('{####}', message.code).replace('{username}', message.destination),
  };
};

export const sendCognitoMessagesToSes = (output: Readable, sesUrl: string): void => {
  const ses = new SESClient({ region: 'us-east-1', endpoint: sesUrl, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  readCognitoMessages(output, (message) => {
    const { subject, body } = cognitoEmailFor(message);
    ses
      .send(
        new SendEmailCommand({
          Source: localSenderAddress,
          Destination: { ToAddresses: [message.destination] },
          Message: { Subject: { Data: subject }, Body: { Text: { Data: body } } },
        }),
      )
      .catch((error: unknown) => console.error(`Could not send the ${message.operation} email to the local mail viewer:`, error));
  });
};
