/**
 * Sign-in service errors as the login screen shows them. Amplify rejects with errors whose
 * `name` is the Cognito exception name.
 */

export const incorrectCredentialsMessage = 'Incorrect username or password.';

export const errorName = (error: unknown): string => (error instanceof Error ? error.name : '');

export const errorMessage = (error: unknown): string => {
  if (error instanceof Error && error.message !== '') return error.message;
  return typeof error === 'string' && error !== '' ? error : 'Unknown error';
};

/** AWS's own NotAuthorizedException texts that say something other than "wrong credentials". */
const distinctNotAuthorizedMessages = new Set(['Password attempts exceeded', 'User is disabled.']);

/**
 * The reason shown after "Login Unsuccessful: ". A wrong password and an unknown user read the
 * same, as AWS answers them: cognito-local says InvalidPasswordException, UserNotFoundException
 * or "User not authorized" where AWS says NotAuthorizedException "Incorrect username or password.".
 */
export const signInFailureMessage = (error: unknown): string => {
  switch (errorName(error)) {
    case 'InvalidPasswordException':
    case 'UserNotFoundException':
      return incorrectCredentialsMessage;
    case 'NotAuthorizedException':
      return distinctNotAuthorizedMessages.has(errorMessage(error)) ? errorMessage(error) : incorrectCredentialsMessage;
    default:
      return errorMessage(error);
  }
};

/** Sign-in said the account exists but its email was never verified. */
export const isUserNotConfirmed = (error: unknown): boolean => errorName(error) === 'UserNotConfirmedException';

/** An unknown user must not be told apart from a known one (as AWS's user-existence protection). */
export const isUserNotFound = (error: unknown): boolean => errorName(error) === 'UserNotFoundException';

export const codeMismatchMessage = 'Invalid verification code provided, please try again.';
