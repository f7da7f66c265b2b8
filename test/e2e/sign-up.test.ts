import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForThisFile, startEachTestSignedOut } from '#test/browser';
import { uniqueEmail } from '#test/cognito';
import { getStoredItem } from '#test/local-stack-clients';
import { codeIn, latestEmailTo, verificationSubject } from '#test/mailbox';

const { urls, seeds, partners } = inject('localStack');
const context = browserForThisFile();
const password = 'Signup-pass-9';

startEachTestSignedOut(context, urls.web);

const expectToast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
const toastText = (page: Page, summary: string) => page.locator('.p-toast-message').filter({ hasText: summary }).first().textContent();

const openSignUp = async (code: string): Promise<Page> => {
  const page = await context().newPage();
  await page.goto(`${urls.web}/signupcode/${code}`);
  await page.getByLabel('Invitation Code').waitFor();
  return page;
};

/** Fills SIGNUP as a host would, accepting the terms through their dialog. */
const fillSignUp = async (page: Page, email: string) => {
  await page.getByLabel('Username (email address)').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password (re-entry)').fill(password);
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Host');
  await page.getByLabel('Company').fill('Self');
  await page.getByLabel('Phone Number').fill('7700 900123');
  await page.getByLabel('Property management system (PMS)').fill('none');

  await page.getByRole('button', { name: 'Terms and Conditions' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
  await terms.waitFor();
  // Modal and not dismissible: Escape leaves it open, and only its one button closes it.
  await page.keyboard.press('Escape');
  expect(await terms.isVisible()).toBe(true);
  await terms.getByRole('button', { name: "I've read, understood and accepted!" }).click();
  await terms.waitFor({ state: 'hidden' });
  expect(await page.getByRole('checkbox', { name: /I accept the/ }).isChecked()).toBe(true);
};

const chooseCountry = async (page: Page, label: string) => {
  await page.locator('.p-dropdown:has(#phoneRegion)').click();
  await page.locator('.p-dropdown-filter').fill(label.slice(0, 8));
  await page.getByRole('option', { name: label }).click();
};

const signUpAndVerify = async (page: Page, email: string) => {
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByLabel('Verification Code').waitFor();
  expect(await page.getByText(`We emailed a verification code to ${email}`).isVisible()).toBe(true);
  // The code comes from the mailbox, as a host reads it.
  await page.getByLabel('Verification Code').fill(codeIn(await latestEmailTo(email, verificationSubject)));
  await page.getByRole('button', { name: 'Verify' }).click();
};

describe('sign-up screen', () => {
  it('shows every validation failure in one "Validation Error" toast', async () => {
    const page = await context().newPage();
    await page.goto(`${urls.web}/signup`);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expectToast(page, 'Validation Error');
    const text = await toastText(page, 'Validation Error');
    for (const message of ['Invitation Code is required', 'Username (email address) is required', 'Password (re-entry) is required', 'Last Name is required', 'First Name is required', 'Company is required', 'Phone Number is required', 'Terms and Conditions should be accepted']) {
      expect(text).toContain(message);
    }
    await page.close();
  });

  it('says "Invitation Code Error" for a code that does not exist', async () => {
    const page = await openSignUp('ZZZZZZZZZZZZZZZZ');
    await expectToast(page, 'Invitation Code Error: Invitation code ZZZZZZZZZZZZZZZZ does not exist.');
    await page.close();
  });

  it('signs a host up with an invitation code, reads the code from the mailbox, and lands on /account with 5 credits', async () => {
    const email = uniqueEmail('signup');
    const page = await openSignUp(seeds.invitationCodes.trustay);
    await expect.poll(() => page.getByTestId('sign-up-channel').textContent()).toContain('Trustay');
    expect(await page.getByLabel('Invitation Code').inputValue()).toBe(seeds.invitationCodes.trustay);
    await fillSignUp(page, email);
    await chooseCountry(page, 'United Kingdom (+44)');

    await signUpAndVerify(page, email);

    const summary = page.getByTestId('sign-up-summary');
    await summary.waitFor();
    expect(await summary.textContent()).toContain('United Kingdom (+44)');
    expect(await summary.textContent()).toContain(email);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${urls.web}/account`);
    await expect.poll(() => page.getByTestId('top-bar-credits').textContent()).toContain('5');
    expect(await getStoredItem('users', { email })).toMatchObject({ channel: 'trustay', screening: 5, phoneNumber: '+447700900123', sendEmail: 'YES', status: 'ACTIVE' });
    await page.close();
  });

  it("a Hostaway host connects their Hostaway account in the Information dialog, checked at (fake) Hostaway", async () => {
    const email = uniqueEmail('hostaway');
    const page = await openSignUp(seeds.invitationCodes.hostaway);
    await fillSignUp(page, email);
    await signUpAndVerify(page, email);

    const dialog = page.getByRole('dialog', { name: 'Information' });
    await dialog.waitFor();
    await dialog.getByLabel('Account ID').fill(partners.hostaway.accountId);
    await dialog.getByLabel('API Key').fill('not-the-key');
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expectToast(page, 'Hostaway did not accept this Account ID and API Key.');

    await dialog.getByLabel('API Key').fill(partners.hostaway.apiKey);
    await dialog.getByRole('button', { name: 'Complete' }).click();
    await expectToast(page, 'Signup Completed');
    await page.waitForURL(`${urls.web}/`);
    const stored = await getStoredItem('partnerCredentials', { email });
    expect(stored).toMatchObject({ channel: 'hostaway', accountId: partners.hostaway.accountId });
    await page.close();
  });

  it('an OwnerRez host is sent to (fake) OwnerRez after 3 s, and comes back to a "connected" message', async () => {
    const email = uniqueEmail('ownerrez');
    const page = await openSignUp(seeds.invitationCodes.ownerrez);
    await fillSignUp(page, email);
    await signUpAndVerify(page, email);

    await expectToast(page, 'Redirecting you to OwnerRez');
    // OwnerRez's authorize page approves at once and returns through the API's callback to Login.
    await page.waitForURL(`${urls.web}/`, { timeout: 30_000 });
    await expectToast(page, 'Your OwnerRez account was connected to Trustay successfully!');
    expect(await getStoredItem('partnerCredentials', { email })).toMatchObject({ channel: 'ownerrez' });
    await page.close();
  });

  it('a Tokeet host authorizes Trustay from SIGNUP_TOKEET and comes back connected', async () => {
    const email = uniqueEmail('tokeet');
    const page = await openSignUp(seeds.invitationCodes.tokeet);
    await fillSignUp(page, email);
    await signUpAndVerify(page, email);

    await page.getByRole('heading', { name: 'Connect Tokeet' }).waitFor();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expectToast(page, 'Redirecting you to Tokeet');
    await page.waitForURL(`${urls.web}/`, { timeout: 30_000 });
    await expectToast(page, 'Your Tokeet account was connected to Trustay successfully!');
    expect(await getStoredItem('partnerCredentials', { email })).toMatchObject({ channel: 'tokeet', accountId: partners.tokeet.accountId });
    await page.close();
  });
});
