import { describe, expect, it } from 'vitest';
import { initialSignUpState, signUpReducer } from '../../../web/src/features/sign-up/lib/sign-up-stage.ts';

const invitation = { active: true, invitationCode: 'ABCDEFGH12345678', description: '', channel: 'hostaway' as const };

describe('sign-up stages (spec §4)', () => {
  it('starts at SIGNUP with the code and email from the link, score emails on and United States', () => {
    const state = initialSignUpState({ invitationCode: 'ABCDEFGH12345678', username: 'ann@example.com' });
    expect(state).toMatchObject({ stage: 'SIGNUP', invitation: null, form: { invitationCode: 'ABCDEFGH12345678', username: 'ann@example.com', sendEmail: true, phoneRegion: 'US' } });
  });

  it('forgets a checked invitation when the code changes, so its channel is never shown for another code', () => {
    const checked = signUpReducer(initialSignUpState(), { type: 'invitationChecked', invitation });
    expect(signUpReducer(checked, { type: 'fieldChanged', field: 'firstName', value: 'Ann' }).invitation).toEqual(invitation);
    expect(signUpReducer(checked, { type: 'fieldChanged', field: 'invitationCode', value: 'OTHER' }).invitation).toBeNull();
  });

  it('moves to SIGNUP_VERIFY on sign-up, and Reset clears the code typed there', () => {
    const verifying = signUpReducer(signUpReducer(initialSignUpState(), { type: 'signedUp' }), { type: 'verificationCodeChanged', value: '12' });
    expect(verifying).toMatchObject({ stage: 'SIGNUP_VERIFY', verificationCode: '12' });
    expect(signUpReducer(verifying, { type: 'verificationReset' }).verificationCode).toBe('');
  });

  it('opens and closes the Hostaway dialog, dropping what was typed in it', () => {
    const open = signUpReducer(initialSignUpState(), { type: 'hostawayDialogOpened' });
    const typed = signUpReducer(open, { type: 'hostawayFieldChanged', field: 'apiKey', value: 'secret' });
    expect(typed).toMatchObject({ hostawayDialogOpen: true, hostaway: { apiKey: 'secret' } });
    expect(signUpReducer(typed, { type: 'hostawayDialogClosed' })).toMatchObject({ hostawayDialogOpen: false, hostaway: { accountId: '', apiKey: '' } });
  });
});
