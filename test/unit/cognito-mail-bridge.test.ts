import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { cognitoEmailFor, readCognitoMessages, type CognitoMessage } from '#local/cognito-mail-bridge';

// cognito-local's output for one sign-up, as captured (colours included).
const signUpOutput = [
  '[1795321577378] \u001b[32mINFO\u001b[39m: \u001b[36mNONE NONE Cognito Local running on http://127.0.0.1:19229\u001b[39m',
  '[1795321578882] \u001b[32mINFO\u001b[39m: \u001b[36m99c55fd1 SignUp ╭──────────────────────────────────────────────────────────╮',
  '│                                                          │',
  '│   Confirmation Code Delivery                             │',
  '│                                                          │',
  '│   Username:    595406eb-08ed-461c-8be4-be5c41a1e0ba      │',
  '│   Destination: someone.with.a.long.address@example.com   │',
  '│   Code:        434139                                    │',
  '│                                                          │',
  '╰──────────────────────────────────────────────────────────╯\u001b[39m \u001b[90m{"reqId":"99c55fd1","target":"SignUp"}\u001b[39m',
  '',
].join('\n');

const messagesIn = (output: string) =>
  new Promise<CognitoMessage[]>((resolve) => {
    const messages: CognitoMessage[] = [];
    const stream = Readable.from([output]);
    readCognitoMessages(stream, (message) => messages.push(message));
    stream.on('end', () => setImmediate(() => resolve(messages)));
  });

describe("reading cognito-local's printed messages", () => {
  it('finds the operation, destination and code of each message box', async () => {
    expect(await messagesIn(signUpOutput + signUpOutput.replace(' SignUp ', ' ForgotPassword ').replace('434139', '999111'))).toEqual([
      { operation: 'SignUp', username: '595406eb-08ed-461c-8be4-be5c41a1e0ba', destination: 'someone.with.a.long.address@example.com', code: '434139' },
      { operation: 'ForgotPassword', username: '595406eb-08ed-461c-8be4-be5c41a1e0ba', destination: 'someone.with.a.long.address@example.com', code: '999111' },
    ]);
  });

  it('writes the email in the deployed pool\'s words, with the code in place', () => {
    const email = cognitoEmailFor({ operation: 'ForgotPassword', username: 'u', destination: 'ann@example.com', code: '999111' });

    expect(email).toEqual({ subject: 'Your Trustay password reset code', body: expect.stringContaining('Your Trustay password reset code is 999111.') });
  });
});
