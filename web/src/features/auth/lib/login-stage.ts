/**
 * Spec §4 Login: the login screen's stages and their transitions, as a pure reducer. The page
 * makes the sign-in calls and reports their answers here as events.
 */
import { emptyLoginForm, type LoginForm } from './login-validation.ts';

export const loginStages = [
  'LOGIN',
  'FORGOT_PASSWORD',
  'FORGOT_PASSWORD_CODE',
  'COMPLETE_NEW_PASSWORD_REQUIRED',
  'STAGE_EMAIL_VERIFICATION',
] as const;
export type LoginStage = (typeof loginStages)[number];

/** What a sign-in attempt (or the answer to its challenge) led to. */
export type SignInOutcome = 'signedIn' | 'newPasswordRequired' | 'emailNotConfirmed';

/** Amplify's `nextStep.signInStep` values this product meets (no MFA: spec §3 Password policy). */
export const signInOutcomeOf = (signInStep: string): SignInOutcome => {
  switch (signInStep) {
    case 'DONE':
      return 'signedIn';
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return 'newPasswordRequired';
    case 'CONFIRM_SIGN_UP':
      return 'emailNotConfirmed';
    default:
      throw new Error(`This sign-in step is not supported: ${signInStep}`);
  }
};

export type LoginState = { stage: LoginStage; form: LoginForm };

export const initialLoginState: LoginState = { stage: 'LOGIN', form: emptyLoginForm };

export type LoginEvent =
  | { type: 'fieldChanged'; field: keyof LoginForm; value: string }
  | { type: 'forgotPasswordChosen' }
  | { type: 'cancelled' }
  | { type: 'signInAnswered'; outcome: SignInOutcome }
  | { type: 'resetCodeSent' }
  | { type: 'passwordReset' };

/** Secrets and codes never outlive the stage they were typed in; the username stays. */
const withoutSecrets = (form: LoginForm): LoginForm => ({ ...emptyLoginForm, username: form.username });

export const loginReducer = (state: LoginState, event: LoginEvent): LoginState => {
  switch (event.type) {
    case 'fieldChanged':
      return { ...state, form: { ...state.form, [event.field]: event.value } };
    case 'forgotPasswordChosen':
      return state.stage === 'LOGIN' ? { stage: 'FORGOT_PASSWORD', form: withoutSecrets(state.form) } : state;
    case 'cancelled':
      return { stage: 'LOGIN', form: withoutSecrets(state.form) };
    case 'signInAnswered':
      switch (event.outcome) {
        case 'signedIn':
          // The page leaves for home; nothing typed is kept.
          return { stage: 'LOGIN', form: withoutSecrets(state.form) };
        case 'newPasswordRequired':
          return { stage: 'COMPLETE_NEW_PASSWORD_REQUIRED', form: { ...state.form, newPassword1: '', newPassword2: '' } };
        case 'emailNotConfirmed':
          // The password stays: after the code is verified, sign-in runs again with it.
          return { stage: 'STAGE_EMAIL_VERIFICATION', form: { ...state.form, code: '' } };
      }
      return state;
    case 'resetCodeSent':
      return state.stage === 'FORGOT_PASSWORD'
        ? { stage: 'FORGOT_PASSWORD_CODE', form: { ...state.form, code: '', newPassword1: '', newPassword2: '' } }
        : state;
    case 'passwordReset':
      return { stage: 'LOGIN', form: withoutSecrets(state.form) };
  }
};
