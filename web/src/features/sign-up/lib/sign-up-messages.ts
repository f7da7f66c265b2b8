/** The sign-up screen's catalogue texts (spec §5, §8), for the page, its flow and its tests. */
export { loginMessages as sharedAuthMessages } from '../../auth/lib/login-messages.ts';

export const signUpMessages = {
  validation: {
    passwordReEntryRequired: 'Password (re-entry) is required',
    passwordsDiffer: 'Password and Password Re-Entry do not match!',
    verificationCodeRequired: 'Verification Code is required',
  },
  invitationCodeError: (message: string) => `Invitation Code Error: ${message}`,
  invitationInactive: (code: string) => `Invitation code ${code} is no longer active.`,
  signUpSuccessful: 'Sign Up Successful',
  signUpUnsuccessful: (message: string) => `Sign Up Unsuccessful: ${message}`,
  codeVerificationSuccessful: 'Code Verification Successful',
  redirecting: 'Redirecting...',
  signupCompleted: 'Signup Completed',
  hostawayCancelled: 'You can connect your Hostaway account later from support; your Trustay account is ready.',
} as const;
