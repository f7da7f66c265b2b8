/**
 * Host sign-in settings shared by the CDK user pool and the local cognito-local pool.
 * Spec §3 Password policy: minimum length 8, verification by email, no multi-factor.
 */
export const userPoolSettings = {
  name: 'trustay-hosts',
  webClientName: 'trustay-web',
  passwordMinLength: 8,
  /** Hosts sign in with their email address as username. */
  usernameAttributes: ['email'] as const,
  autoVerifiedAttributes: ['email'] as const,
  /** Custom attributes a host carries (spec §3 Account attributes). */
  customAttributes: ['channel', 'company', 'country', 'website', 'address', 'sendEmail'] as const,
} as const;

/** The region Trustay is deployed to (spec §7: sign-in service region us-east-1). */
export const deploymentRegion = 'us-east-1';

/**
 * The emails Cognito sends a host, by the operation that sends them; `{####}` stands for the
 * code (or temporary password) and `{username}` for the username. The CDK pool uses them for
 * verification and invitation emails; offline the local stack sends all of them to the mail
 * viewer. Spec §9: if no verification email arrives within 10 minutes, contact support.
 */
export const cognitoEmails = {
  SignUp: {
    subject: 'Your Trustay verification code',
    body: 'Welcome to Trustay. Your verification code is {####}. If this email did not reach you within 10 minutes, please contact support.',
  },
  ResendConfirmationCode: {
    subject: 'Your Trustay verification code',
    body: 'Your Trustay verification code is {####}. If this email did not reach you within 10 minutes, please contact support.',
  },
  ForgotPassword: {
    subject: 'Your Trustay password reset code',
    body: 'Your Trustay password reset code is {####}. If you did not ask to reset your password, you can ignore this email.',
  },
  AdminCreateUser: {
    subject: 'Your Trustay account',
    body: 'A Trustay account was created for you. Sign in as {username} with the temporary password {####}; you will choose your own password.',
  },
} as const;

export type CognitoEmailOperation = keyof typeof cognitoEmails;
