import { describe, expect, it, vi } from 'vitest';
import {
  createInvitation,
  findInvitation,
  IncorrectProviderPasswordError,
  InvitationCodeTakenError,
  InvitationNotFoundError,
  isProviderPassword,
  type InvitationRecord,
  type InvitationStore,
} from '../../functions/invitations/invitation-rules.ts';

const memoryStore = (records: InvitationRecord[] = []): InvitationStore & { records: InvitationRecord[] } => ({
  records,
  find: async (code) => records.find((record) => record.invitationCode === code),
  addIfAbsent: async (record) => {
    if (records.some((existing) => existing.invitationCode === record.invitationCode)) return false;
    records.push(record);
    return true;
  },
});

const request = { code: 'HOSTAWAY12345678', channel: 'hostaway' as const, description: 'Spring campaign', notes: 'for Ann', password: 'right password' };
const now = () => new Date('2026-11-22T10:00:00.000Z');

describe('provider password check', () => {
  it('accepts only the exact password, whatever the lengths', () => {
    expect(isProviderPassword('s3cret', 's3cret')).toBe(true);
    expect(isProviderPassword('s3cre', 's3cret')).toBe(false);
    expect(isProviderPassword('s3cret!', 's3cret')).toBe(false);
    expect(isProviderPassword('', 's3cret')).toBe(false);
  });
});

describe('creating an invitation code', () => {
  it('stores an active code with its channel, description, notes and creation time', async () => {
    const store = memoryStore();

    const invitation = await createInvitation(request, { store, providerPassword: async () => 'right password', now });

    expect(invitation).toEqual({ active: true, invitationCode: 'HOSTAWAY12345678', description: 'Spring campaign', channel: 'hostaway' });
    expect(store.records).toEqual([
      { invitationCode: 'HOSTAWAY12345678', channel: 'hostaway', description: 'Spring campaign', notes: 'for Ann', active: true, createdAt: '2026-11-22T10:00:00.000Z' },
    ]);
  });

  it('refuses a wrong password and writes nothing', async () => {
    const store = memoryStore();
    const addIfAbsent = vi.spyOn(store, 'addIfAbsent');

    await expect(createInvitation({ ...request, password: 'guess' }, { store, providerPassword: async () => 'right password', now })).rejects.toBeInstanceOf(IncorrectProviderPasswordError);
    expect(addIfAbsent).not.toHaveBeenCalled();
  });

  it('refuses a code that already exists and keeps the original', async () => {
    const original: InvitationRecord = { invitationCode: request.code, channel: 'trustay', description: 'first', notes: '', active: true, createdAt: 'earlier' };
    const store = memoryStore([original]);

    await expect(createInvitation(request, { store, providerPassword: async () => 'right password', now })).rejects.toBeInstanceOf(InvitationCodeTakenError);
    expect(store.records).toEqual([original]);
  });
});

describe('checking an invitation code', () => {
  it('reports an inactive code as inactive', async () => {
    const store = memoryStore([{ invitationCode: request.code, channel: 'ownerrez', description: 'old', notes: 'internal', active: false, createdAt: 'x' }]);

    expect(await findInvitation(request.code, store)).toEqual({ active: false, invitationCode: request.code, description: 'old', channel: 'ownerrez' });
  });

  it('says clearly when a code does not exist', async () => {
    await expect(findInvitation('UNKNOWN123456789', memoryStore())).rejects.toThrow(InvitationNotFoundError);
  });
});
