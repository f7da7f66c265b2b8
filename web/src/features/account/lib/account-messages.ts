/**
 * Texts of the account and change-password screens (spec §5 Change password, §8), in one place
 * for the pages, their flows and their tests. The spec names no account-update texts; these
 * follow its "Password Update ..." pattern.
 */
export const accountMessages = {
  updated: 'Account updated',
  updateUnsuccessful: (reason: string) => `Account Update Unsuccessful: ${reason}`,
} as const;

export const passwordMessages = {
  validation: {
    currentPasswordRequired: 'Current Password is required',
    newPasswordRequired: 'New Password is required',
    newPasswordReEntryRequired: 'New Password ReEntry is required',
    passwordsDiffer: 'New Password and New Password ReEntry do not match',
    tooShort: (minimumLength: number) => `Password must be at least ${minimumLength} characters`,
  },
  updateSuccessful: 'Password Update Successful',
  updateUnsuccessful: (reason: string) => `Password Update Unsuccessful: ${reason}`,
  cancelled: 'Password update cancelled',
  incorrectCurrentPassword: 'The current password is incorrect.',
} as const;
