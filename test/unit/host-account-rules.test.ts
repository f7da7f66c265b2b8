import { describe, expect, it, vi } from 'vitest';
import { signUpHostRequestSchema } from '#contracts/host-user';
import { HostAlreadyExistsError, HostNotFoundError, saveUserExtra, signUpHost, type HostAccounts, type HostRecord, type HostStore } from '../../functions/users/host-account-rules.ts';
import type { InvitationRecord, InvitationStore } from '../../functions/invitations/invitation-rules.ts';
import { RequestValidationError } from '#core/http-errors';

const invitation = (overrides: Partial<InvitationRecord> = {}): InvitationRecord => ({
  invitationCode: 'HOSTAWAY12345678', channel: 'hostaway', description: '', notes: '', active: true, createdAt: 'x', ...overrides,
});
const invitationsWith = (...records: InvitationRecord[]): InvitationStore => ({
  find: async (code) => records.find((record) => record.invitationCode === code),
  addIfAbsent: async () => true,
});
const memoryHosts = (): HostStore & { records: Map<string, HostRecord> } => {
  const records = new Map<string, HostRecord>();
  return {
    records,
    find: async (email) => records.get(email),
    addIfAbsent: async (record) => (records.has(record.email) ? false : (records.set(record.email, record), true)),
    replaceExtra: async (email, extra) => {
      const record = records.get(email);
      if (record) records.set(email, { ...record, extra });
      return record !== undefined;
    },
    remove: async (email) => void records.delete(email),
  };
};
const accepting = (): HostAccounts & { signUp: ReturnType<typeof vi.fn> } => ({ signUp: vi.fn(async () => undefined) });

const request = signUpHostRequestSchema.parse({
  invitationCode: 'HOSTAWAY12345678', username: 'Ann@Example.com', password: 'long enough', firstName: 'Ann', lastName: 'Lee',
  company: 'Self', country: '+1', phone: '(555) 010-2000', pms: 'none', numberOfProperties: 3, writedCountry: 'United States', state: 'NJ', termsAndConditions: true,
});
const now = () => new Date('2026-11-22T12:00:00.000Z');

describe('signing a host up', () => {
  it('takes the channel from the invitation and starts the host ACTIVE with 5 credits', async () => {
    const hosts = memoryHosts();
    const accounts = accepting();

    const user = await signUpHost(request, { hosts, accounts, invitations: invitationsWith(invitation()), now });

    expect(user).toEqual({ username: 'ann@example.com', contactName: 'Ann Lee', company: 'Self', phoneNumber: '+15550102000', channel: 'hostaway', screening: 5, isIdVerificationEnabled: false, country: '+1', website: null, address: null, sendEmail: 'YES' });
    expect(hosts.records.get('ann@example.com')).toMatchObject({
      status: 'ACTIVE', screening: 5, freeScreening: 0, sendEmail: 'YES', website: null, address: null, invitationCode: 'HOSTAWAY12345678',
      extra: { pms: 'none', numberOfProperties: 3, state: 'NJ', country: 'United States', signed: true },
    });
    expect(accounts.signUp).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'long enough', name: 'Ann Lee', channel: 'hostaway' });
  });

  it.each([
    ['an unknown', invitationsWith(), 'does not exist'],
    ['an inactive', invitationsWith(invitation({ active: false })), 'is no longer active'],
  ])('refuses %s invitation code and creates nothing', async (_, invitations, message) => {
    const hosts = memoryHosts();
    const accounts = accepting();

    const attempt = signUpHost(request, { hosts, accounts, invitations, now });

    await expect(attempt).rejects.toBeInstanceOf(RequestValidationError);
    await expect(attempt).rejects.toThrow(message);
    expect(hosts.records.size).toBe(0);
    expect(accounts.signUp).not.toHaveBeenCalled();
  });

  it('refuses an email that already has an account without touching the sign-in service', async () => {
    const hosts = memoryHosts();
    const accounts = accepting();
    await signUpHost(request, { hosts, accounts: accepting(), invitations: invitationsWith(invitation()), now });

    await expect(signUpHost(request, { hosts, accounts, invitations: invitationsWith(invitation()), now })).rejects.toBeInstanceOf(HostAlreadyExistsError);
    expect(accounts.signUp).not.toHaveBeenCalled();
  });

  it('leaves no host record behind when the sign-in service refuses', async () => {
    const hosts = memoryHosts();
    const accounts: HostAccounts = { signUp: async () => { throw new HostAlreadyExistsError(); } };

    await expect(signUpHost(request, { hosts, accounts, invitations: invitationsWith(invitation()), now })).rejects.toBeInstanceOf(HostAlreadyExistsError);
    expect(hosts.records.size).toBe(0);
  });
});

describe("a host's user extra", () => {
  it('is replaced whole and stays signed', async () => {
    const hosts = memoryHosts();
    await signUpHost(request, { hosts, accounts: accepting(), invitations: invitationsWith(invitation()), now });

    await saveUserExtra('ann@example.com', { pms: 'Hostaway', numberOfProperties: 12, state: 'NY', country: 'US' }, hosts);

    expect(hosts.records.get('ann@example.com')?.extra).toEqual({ pms: 'Hostaway', numberOfProperties: 12, state: 'NY', country: 'US', signed: true });
  });

  it('cannot be saved for a host who does not exist', async () => {
    await expect(saveUserExtra('ghost@example.com', { pms: '', numberOfProperties: 0, state: '', country: '' }, memoryHosts())).rejects.toBeInstanceOf(HostNotFoundError);
  });
});
