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
