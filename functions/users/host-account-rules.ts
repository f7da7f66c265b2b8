/**
 * Host accounts (spec §3 Host user and User extra, §4 Sign-up, §9): a host signs up with an
 * active invitation code, which fixes the channel; the server, never the client, sets the
 * channel, the 5 starting screening credits and the ACTIVE status. Plain rules: storage, the
 * sign-in service and the clock come in as arguments.
 */
import type { HostUser, SignUpHostRequest, UserExtra } from '#contracts/host-user';
import { internationalPhoneNumber } from '#contracts/host-user';
import type { HostChannel } from '#contracts/channels';
import { ConflictError, NotFoundError, RequestValidationError } from '#core/http-errors';
import type { InvitationStore } from '../invitations/invitation-rules.ts';

/** Spec §9: initial screening credits 5, free screenings 0, status ACTIVE. */
export const initialScreeningCredits = 5;

export type HostRecord = {
  email: string;
  contactName: string;
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  phoneNumber: string;
  website: string | null;
  address: string | null;
  sendEmail: 'YES' | 'NO';
  channel: HostChannel;
  invitationCode: string;
  screening: number;
  freeScreening: number;
  status: 'ACTIVE';
  isIdVerificationEnabled: boolean;
  /** Spec §3 User extra. */
  extra: { pms: string; numberOfProperties: number; state: string; country: string; signed: true };
  createdAt: string;
};

export interface HostStore {
  find(email: string): Promise<HostRecord | undefined>;
  /** Stores the record unless the email has one; says whether it was stored. */
  addIfAbsent(record: HostRecord): Promise<boolean>;
  /** Replaces the host's user extra; says whether the host exists. */
  replaceExtra(email: string, extra: HostRecord['extra']): Promise<boolean>;
  remove(email: string): Promise<void>;
}

/** The sign-in service (Cognito): creates the unconfirmed account and emails its code. */
export interface HostAccounts {
  signUp(account: { email: string; password: string; name: string; channel: HostChannel }): Promise<void>;
}

export class HostAlreadyExistsError extends ConflictError {
  constructor() {
    super('An account with this email already exists. Sign in, or reset your password.', 'HostAlreadyExists');
  }
}

export type ParsedSignUp = Required<Omit<SignUpHostRequest, 'termsAndConditions'>> & { termsAndConditions: true };

const invitationProblem = async (code: string, invitations: InvitationStore) => {
  const invitation = await invitations.find(code);
  if (!invitation) return `Invitation code ${code} does not exist.`;
  if (!invitation.active) return `Invitation code ${code} is no longer active.`;
  return invitation;
};

export const signUpHost = async (
  request: ParsedSignUp,
  dependencies: { hosts: HostStore; accounts: HostAccounts; invitations: InvitationStore; now: () => Date },
): Promise<HostUser> => {
  const invitation = await invitationProblem(request.invitationCode, dependencies.invitations);
  if (typeof invitation === 'string') throw new RequestValidationError({ 'body.invitationCode': invitation }, invitation);

  const record: HostRecord = {
    email: request.username,
    contactName: `${request.firstName} ${request.lastName}`,
    firstName: request.firstName,
    lastName: request.lastName,
    company: request.company,
    country: request.country,
    phoneNumber: internationalPhoneNumber(request.country, request.phone),
    website: null,
    address: null,
    sendEmail: request.sendEmail,
    channel: invitation.channel,
    invitationCode: invitation.invitationCode,
    screening: initialScreeningCredits,
    freeScreening: 0,
    status: 'ACTIVE',
    isIdVerificationEnabled: false,
    extra: { pms: request.pms, numberOfProperties: request.numberOfProperties, state: request.state, country: request.writedCountry, signed: true },
    createdAt: dependencies.now().toISOString(),
  };
  // The record claims the email first; if the sign-in service then refuses, it is removed
  // again, so a failed sign-up leaves nothing behind.
  if (!(await dependencies.hosts.addIfAbsent(record))) throw new HostAlreadyExistsError();
  try {
    await dependencies.accounts.signUp({ email: record.email, password: request.password, name: record.contactName, channel: record.channel });
  } catch (error) {
    await dependencies.hosts.remove(record.email);
    throw error;
  }
  return toHostUser(record);
};

export class HostNotFoundError extends NotFoundError {
  constructor() {
    super('No host account exists for this email.', 'HostNotFound');
  }
}

export const findHost = async (email: string, hosts: HostStore): Promise<HostRecord> => {
  const record = await hosts.find(email);
  if (!record) throw new HostNotFoundError();
  return record;
};

export const toUserExtra = ({ extra }: HostRecord): UserExtra => ({
  pms: extra.pms,
  numberOfProperties: extra.numberOfProperties,
  state: extra.state,
  country: extra.country,
});

export const saveUserExtra = async (email: string, extra: UserExtra, hosts: HostStore): Promise<UserExtra> => {
  if (!(await hosts.replaceExtra(email, { ...extra, signed: true }))) throw new HostNotFoundError();
  return extra;
};

export const toHostUser = (record: HostRecord): HostUser => ({
  username: record.email,
  contactName: record.contactName,
  company: record.company,
  phoneNumber: record.phoneNumber,
  channel: record.channel,
  screening: record.screening,
  isIdVerificationEnabled: record.isIdVerificationEnabled,
  country: record.country,
  website: record.website,
  address: record.address,
  sendEmail: record.sendEmail,
});
