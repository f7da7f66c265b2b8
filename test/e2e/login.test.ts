import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForThisFile, startEachTestSignedOut } from '#test/browser';
import { createConfirmedUser, createUserWithTemporaryPassword, signUpUnconfirmedUser, uniqueEmail } from '#test/cognito';

const { urls, cognitoCode } = inject('localStack');
const context = browserForThisFile();

startEachTestSignedOut(context, urls.web);

const openLogin = async (query = ''): Promise<Page> => {
  const page = await context().newPage();
  await page.goto(`${urls.web}/login${query}`);
  await page.getByLabel('Email').waitFor();
  return page;
};

const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });

const fillCredentials = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
};

const expectToast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);

const expectHomeFor = async (page: Page, email: string) => {
  await page.waitForURL(`${urls.web}/`);
  await expect.poll(() => page.getByTestId('signed-in-email').textContent()).toBe(email);
};

describe('login screen', () => {
  it('shows every validation failure in one "Validation Error" toast', async () => {
    const page = await openLogin();
    await signInButton(page).click();

    await expectToast(page, 'Validation Error');
    const toast = page.locator('.p-toast-message').filter({ hasText: 'Validation Error' });
    expect(await toast.textContent()).toContain('Username is required');
    expect(await toast.textContent()).toContain('Password is required');

    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expectToast(page, 'Username is not a valid email address');
    expect(page.url()).toBe(`${urls.web}/login`);
    await page.close();
  });

  it('signs a host in with Enter, lands on home showing the user, and Log Out returns to Login', async () => {
    const email = uniqueEmail('login');
    await createConfirmedUser(email, 'Correct-horse-9');
    const page = await openLogin();
    await fillCredentials(page, email, 'Correct-horse-9');
    await page.getByLabel('Password', { exact: true }).press('Enter');

    await expectToast(page, 'Login Successful');
    await expectHomeFor(page, email);

    // The session survives a reload, and Login sends a signed-in host home.
    await page.reload();
    await expectHomeFor(page, email);
    await page.goto(`${urls.web}/login`);
    await expectHomeFor(page, email);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${urls.web}/login`);
    await page.goto(`${urls.web}/`);
    await page.waitForURL(`${urls.web}/login`);
    await page.close();
  });

  it('answers a wrong password and an unknown user alike', async () => {
    const email = uniqueEmail('wrong');
    await createConfirmedUser(email, 'Correct-horse-9');
    const page = await openLogin();

    await fillCredentials(page, email, 'Wrong-horse-9');
    await signInButton(page).click();
    await expectToast(page, 'Login Unsuccessful: Incorrect username or password.');

    await page.locator('.p-toast-icon-close').first().click();
    await fillCredentials(page, uniqueEmail('nobody'), 'Wrong-horse-9');
    await signInButton(page).click();
    await expectToast(page, 'Login Unsuccessful: Incorrect username or password.');
    expect(page.url()).toBe(`${urls.web}/login`);
    await page.close();
  });

  it('sends a signed-out visitor of a guarded route to Login', async () => {
    const page = await context().newPage();
    for (const path of ['/', '/account']) {
      await page.goto(`${urls.web}${path}`);
      await page.waitForURL(`${urls.web}/login`);
      await page.getByLabel('Email').waitFor();
    }
    await page.close();
  });

  it('makes an administrator-created host set a new password on first sign-in, then signs in', async () => {
    const email = uniqueEmail('forced');
    await createUserWithTemporaryPassword(email, 'Temporary-1');
    const page = await openLogin();
    await fillCredentials(page, email, 'Temporary-1');
    await signInButton(page).click();

    await expectToast(page, 'New Password Required for the first time signing in, please enter your new password!');
    await page.getByLabel('New Password', { exact: true }).fill('Chosen-pass-1');
    await page.getByLabel('New Password ReEntry').fill('Chosen-pass-2');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'New Password and New Password ReEntry do not match');

    await page.getByLabel('New Password ReEntry').fill('Chosen-pass-1');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectHomeFor(page, email);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${urls.web}/login`);
    await fillCredentials(page, email, 'Chosen-pass-1');
    await signInButton(page).click();
    await expectHomeFor(page, email);
    await page.close();
  });

  it('lets the forced new password be cancelled', async () => {
    const email = uniqueEmail('cancel');
    await createUserWithTemporaryPassword(email, 'Temporary-1');
    const page = await openLogin();
    await fillCredentials(page, email, 'Temporary-1');
    await signInButton(page).click();
    await page.getByLabel('New Password ReEntry').waitFor();

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectToast(page, 'Required Password update cancelled');
    await signInButton(page).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.close();
  });

  it('verifies an unconfirmed host by code, then signs in with the same password', async () => {
    const email = uniqueEmail('unconfirmed');
    await signUpUnconfirmedUser(email, 'Signed-up-1');
    const page = await openLogin();
    await fillCredentials(page, email, 'Signed-up-1');
    await signInButton(page).click();

    await page.getByLabel('Verification Code').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Verification Code is required');

    await page.getByLabel('Verification Code').fill(cognitoCode);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectToast(page, 'Code Verification Successful');
    await expectHomeFor(page, email);
    await page.close();
  });

  it('resets a forgotten password with the emailed code', async () => {
    const email = uniqueEmail('forgot');
    await createConfirmedUser(email, 'Forgotten-1');
    const page = await openLogin();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectToast(page, 'Password Reset Code was sent to your email address!');

    await page.getByLabel('Password Reset Code').fill(cognitoCode);
    await page.getByLabel('New Password', { exact: true }).fill('Remembered-1');
    await page.getByLabel('New Password ReEntry').fill('Remembered-1');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expectToast(page, 'Password Changed Successfully!');

    await signInButton(page).waitFor();
    await fillCredentials(page, email, 'Remembered-1');
    await signInButton(page).click();
    await expectHomeFor(page, email);
    await page.close();
  });

  it('says the OwnerRez account was connected when coming back from OwnerRez', async () => {
    const page = await openLogin('?is_api=ownerrez');
    await expectToast(page, 'Your OwnerRez account was connected to Trustay successfully!');
    await page.close();
  });

  it('says why a partner link failed, with the address prefilled, when coming back from Tokeet without it', async () => {
    const page = await openLogin('?is_api=tokeet&link_error=access_denied&email=ann%40example.com');
    await expectToast(page, 'Tokeet did not authorize Trustay, so your account is not linked.');
    expect(await page.getByLabel('Email').inputValue()).toBe('ann@example.com');
    await page.close();
  });
});
