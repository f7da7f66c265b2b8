/** Spec §2 Sign-up stages and §4 Sign-up transitions, as a reducer free of React. */
import type { Invitation } from '#contracts/invitation';
import { emptySignUpForm, type SignUpForm } from './sign-up-form.ts';

export type SignUpStage = 'SIGNUP' | 'SIGNUP_VERIFY' | 'SIGNUP_TOKEET' | 'SIGNUP_ADVANCECM' | 'SIGNUP_SUCCESS';

export type HostawayForm = { accountId: string; apiKey: string };

export type SignUpState = {
  stage: SignUpStage;
  form: SignUpForm;
  /** The checked invitation: its channel is the host's, not something the host picks. */
  invitation: Invitation | null;
  verificationCode: string;
  /** The Information dialog that asks a Hostaway host for Account ID and API Key. */
  hostawayDialogOpen: boolean;
  hostaway: HostawayForm;
};

export type SignUpEvent =
  | { type: 'fieldChanged'; field: keyof SignUpForm; value: SignUpForm[keyof SignUpForm] }
  | { type: 'invitationChecked'; invitation: Invitation }
  | { type: 'signedUp' }
  | { type: 'verificationCodeChanged'; value: string }
  | { type: 'verificationReset' }
  | { type: 'channelStepReached'; stage: Exclude<SignUpStage, 'SIGNUP' | 'SIGNUP_VERIFY'> }
  | { type: 'hostawayDialogOpened' }
  | { type: 'hostawayFieldChanged'; field: keyof HostawayForm; value: string }
  | { type: 'hostawayDialogClosed' };

export const initialSignUpState = (prefill: { invitationCode?: string; username?: string } = {}): SignUpState => ({
  stage: 'SIGNUP',
  form: emptySignUpForm(prefill),
  invitation: null,
  verificationCode: '',
  hostawayDialogOpen: false,
  hostaway: { accountId: '', apiKey: '' },
});

export const signUpReducer = (state: SignUpState, event: SignUpEvent): SignUpState => {
  switch (event.type) {
    case 'fieldChanged': {
      const form = { ...state.form, [event.field]: event.value };
      // A different code needs checking again.
      const invitation = event.field === 'invitationCode' && event.value !== state.form.invitationCode ? null : state.invitation;
      return { ...state, form, invitation };
    }
    case 'invitationChecked':
      return { ...state, invitation: event.invitation };
    case 'signedUp':
      return { ...state, stage: 'SIGNUP_VERIFY', verificationCode: '' };
    case 'verificationCodeChanged':
      return { ...state, verificationCode: event.value };
    case 'verificationReset':
      return { ...state, verificationCode: '' };
    case 'channelStepReached':
      return { ...state, stage: event.stage, hostawayDialogOpen: false };
    case 'hostawayDialogOpened':
      return { ...state, hostawayDialogOpen: true };
    case 'hostawayFieldChanged':
      return { ...state, hostaway: { ...state.hostaway, [event.field]: event.value } };
    case 'hostawayDialogClosed':
      return { ...state, hostawayDialogOpen: false, hostaway: { accountId: '', apiKey: '' } };
  }
};
