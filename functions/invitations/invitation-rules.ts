/**
 * Invitation codes (spec §2 Invitation code screen, §3 Invitation, §6 Provider): the provider
 * creates codes behind a password checked on the server; a prospective host checks a code
 * before signing up. Plain rules: storage and the secret come in as arguments.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Invitation } from '#contracts/invitation';
import type { InvitationChannel } from '#contracts/channels';
import { ConflictError, ForbiddenError, NotFoundError } from '#core/http-errors';

export type InvitationRecord = {
  invitationCode: string;
  channel: InvitationChannel;
  description: string;
  notes: string;
  active: boolean;
  createdAt: string;
};

export interface InvitationStore {
  find(invitationCode: string): Promise<InvitationRecord | undefined>;
  /** Stores the record unless the code exists; says whether it was stored. */
  addIfAbsent(record: InvitationRecord): Promise<boolean>;
}

export class IncorrectProviderPasswordError extends ForbiddenError {
  constructor() {
    super('Incorrect password.', 'IncorrectProviderPassword');
  }
}

export class InvitationCodeTakenError extends ConflictError {
  constructor(code: string) {
    super(`Invitation code ${code} already exists. Choose another code.`, 'InvitationCodeTaken');
  }
}

export class InvitationNotFoundError extends NotFoundError {
  constructor(code: string) {
    super(`Invitation code ${code} does not exist. Check the code you were given.`, 'InvitationNotFound');
  }
}

/**
 * Compares in constant time: both sides are hashed to equal-length digests first, so neither
 * the content nor the length of the real password leaks through timing.
 */
export const isProviderPassword = (candidate: string, expected: string): boolean =>
  timingSafeEqual(
    createHash('sha256').update(candidate, 'utf8').digest(),
    createHash('sha256').update(expected, 'utf8').digest(),
  );

export const toInvitation = (record: InvitationRecord): Invitation => ({
  active: record.active,
  invitationCode: record.invitationCode,
  description: record.description,
  channel: record.channel,
});

export type NewInvitation = {
  code: string;
  channel: InvitationChannel;
  description: string;
  notes: string;
  password: string;
};

export const createInvitation = async (
  request: NewInvitation,
  dependencies: { store: InvitationStore; providerPassword: () => Promise<string>; now: () => Date },
): Promise<Invitation> => {
  if (!isProviderPassword(request.password, await dependencies.providerPassword())) {
    throw new IncorrectProviderPasswordError();
  }
  const record: InvitationRecord = {
    invitationCode: request.code,
    channel: request.channel,
    description: request.description,
    notes: request.notes,
    active: true,
    createdAt: dependencies.now().toISOString(),
  };
  if (!(await dependencies.store.addIfAbsent(record))) throw new InvitationCodeTakenError(request.code);
  return toInvitation(record);
};

export const findInvitation = async (code: string, store: InvitationStore): Promise<Invitation> => {
  const record = await store.find(code);
  if (!record) throw new InvitationNotFoundError(code);
  return toInvitation(record);
};
