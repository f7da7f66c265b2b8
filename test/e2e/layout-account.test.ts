import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AdminConfirmSignUpCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { routePath } from '#definitions/routes';
import { browserForThisFile, startEachTestSignedOut } from '#test/browser';
import { localCognitoClient, uniqueEmail } from '#test/cognito';
import { getStoredItem } from '#test/local-stack-clients';

const { urls, seeds } = inject('localStack');
const context = browserForThisFile();

startEachTestSignedOut(context, urls.web);

const password = 'Layout-pass-1';

/** A confirmed Hostaway host with 5 credits, created the real way: POST /v1/users, then the emailed code. */
const createHost = async (): Promise<string> => {
  const email = uniqueEmail('layout');
  const response = await fetch(`${urls.api}${routePath('sign-up-host')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      invitationCode: seeds.invitationCodes.hostaway,
      username: email,
      password,
      firstName: 'Ann',
      lastName: 'Lee',
      company: 'Lee Lets',
      country: '+44',
      phone: '20 7946 0000',
      termsAndConditions: true,
    }),
  });
  expect(response.status).toBe(201);
  await localCognitoClient().send(new AdminConfirmSignUpCommand({ UserPoolId: seeds.userPoolId, Username: email }));
  return email;
};

const signIn = async (email: string, withPassword = password): Promise<Page> => {
  const page = await context().newPage();
  await page.goto(`${urls.web}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(withPassword);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${urls.web}/`);
  return page;
};

const expectToast = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true);
const topBarName = (page: Page) => page.getByTestId('top-bar-account').textContent();
const sidebar = (page: Page) => page.locator('#layout-sidebar');
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle menu' });

describe('signed-in layout', () => {
  it("shows the host's name, credits and channel logo in the top bar", async () => {
    const page = await signIn(await createHost());

    await expect.poll(() => topBarName(page)).toBe('Ann Lee');
    expect(await page.getByTestId('top-bar-credits').textContent()).toBe('5 credits');
    const logo = page.getByTestId('top-bar-logo');
    expect(await logo.getAttribute('href')).toBe('https://www.hostaway.com');
    const image = logo.getByRole('img', { name: 'Hostaway logo' });
    expect(await image.getAttribute('src')).toBe('/channel/hostaway.svg');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

    await page.getByTestId('top-bar-credits').click();
    await page.waitForURL(`${urls.web}/topup`);
    await page.getByRole('button', { name: 'Home' }).click();
    await page.waitForURL(`${urls.web}/`);
    await page.close();
  });

  it('has a static sidebar above 991 px that the toggle hides and shows', async () => {
    const page = await signIn(await createHost());

    await sidebar(page).waitFor();
    await page.getByRole('heading', { name: /Welcome/ }).click();
    expect(await sidebar(page).isVisible()).toBe(true);
    await toggle(page).click();
    await sidebar(page).waitFor({ state: 'detached' });
    await toggle(page).click();
    await sidebar(page).waitFor();

    await sidebar(page).getByRole('link', { name: 'Account' }).click();
    await page.waitForURL(`${urls.web}/account`);
    await sidebar(page).getByRole('button', { name: 'Manual Guest Screening' }).click();
    await page.waitForURL(`${urls.web}/checkscore`);
    await page.close();
  });

  it('opens the sidebar as an overlay at 991 px and below, closed by a click outside it or by navigating', async () => {
    const page = await signIn(await createHost());
    await page.setViewportSize({ width: 800, height: 900 });

    await sidebar(page).waitFor({ state: 'detached' });
    await toggle(page).click();
    await sidebar(page).waitFor();
    // A click inside the overlay leaves it open.
    await sidebar(page).click({ position: { x: 4, y: 4 } });
    expect(await sidebar(page).isVisible()).toBe(true);

    await page.mouse.click(700, 600);
    await sidebar(page).waitFor({ state: 'detached' });

    await toggle(page).click();
    await sidebar(page).getByRole('link', { name: 'My Guests' }).click();
    await page.waitForURL(`${urls.web}/reviews`);
    await sidebar(page).waitFor({ state: 'detached' });
    await page.close();
  });
});

describe('account', () => {
  it('shows the national number, checks the fields, and an update renames the host in the top bar and in Cognito', async () => {
    const email = await createHost();
    const page = await signIn(email);
    await page.getByTestId('top-bar-account').click();
    await page.waitForURL(`${urls.web}/account`);

    const name = page.getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('Ann Lee');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('2079460000');
    expect(await page.getByTestId('account-email').textContent()).toBe(email);
    expect(await page.getByTestId('account-channel').textContent()).toBe('Hostaway');
    expect(await page.getByTestId('account-credits').textContent()).toBe('5');

    await name.fill('');
    await page.getByLabel('Website').fill('not a website');
    await page.getByRole('button', { name: 'Update' }).click();
    const validation = page.locator('.p-toast-message').filter({ hasText: 'Validation Error' });
    await validation.waitFor();
    expect(await validation.textContent()).toContain('Name is required');
    expect(await validation.textContent()).toContain('Website must be a web address');

    await name.fill('Ann Smith');
    await page.getByLabel('Website').fill('www.leelets.example.com');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Account updated');
    await expect.poll(() => topBarName(page)).toBe('Ann Smith');
    await expect.poll(() => page.getByLabel('Website').inputValue()).toBe('https://www.leelets.example.com');

    expect(await getStoredItem('users', { email })).toMatchObject({ contactName: 'Ann Smith', website: 'https://www.leelets.example.com', phoneNumber: '+442079460000', channel: 'hostaway', screening: 5 });
    const account = await localCognitoClient().send(new AdminGetUserCommand({ UserPoolId: seeds.userPoolId, Username: email }));
    expect(account.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'name', Value: 'Ann Smith' }]));

    // The saved name is what a fresh visit shows.
    await page.reload();
    await expect.poll(() => topBarName(page)).toBe('Ann Smith');
    await page.close();
  });

  it('changes the password on /password; only the new one signs in afterwards', async () => {
    const email = await createHost();
    const page = await signIn(email);
    await page.goto(`${urls.web}/account`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.waitForURL(`${urls.web}/password`);

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expectToast(page, 'Password update cancelled');
    await page.waitForURL(`${urls.web}/account`);

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('button', { name: 'Update' }).click();
    const validation = page.locator('.p-toast-message').filter({ hasText: 'Validation Error' });
    await validation.waitFor();
    expect(await validation.textContent()).toContain('Current Password is required');
    expect(await validation.textContent()).toContain('New Password ReEntry is required');

    await page.getByLabel('Current Password').fill('Not-my-password-1');
    await page.getByLabel('New Password', { exact: true }).fill('Layout-pass-2');
    await page.getByLabel('New Password ReEntry').fill('Layout-pass-2');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Password Update Unsuccessful:');
    expect(page.url()).toBe(`${urls.web}/password`);

    await page.getByLabel('Current Password').fill(password);
    await page.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Password Update Successful');
    await page.waitForURL(`${urls.web}/account`);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${urls.web}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectToast(page, 'Login Unsuccessful');
    await page.close();

    const again = await signIn(email, 'Layout-pass-2');
    await expect.poll(() => topBarName(again)).toBe('Ann Lee');
    await again.close();
  });
});

describe('signing out', () => {
  it('Log Out returns to Login with the signed-out menu, and a guarded route then leads to Login', async () => {
    const page = await signIn(await createHost());
    await expect.poll(() => topBarName(page)).toBe('Ann Lee');

    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${urls.web}/login`);
    expect(await page.getByTestId('top-bar-account').count()).toBe(0);
    const menu = page.getByRole('menubar');
    await menu.getByRole('menuitem', { name: 'Login' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Sign Up' }).waitFor();
    await menu.getByRole('menuitem', { name: 'Quick Access' }).waitFor();

    await page.goto(`${urls.web}/account`);
    await page.waitForURL(`${urls.web}/login`);
    await menu.getByRole('menuitem', { name: 'Sign Up' }).click();
    await page.waitForURL(`${urls.web}/signup`);
    await page.close();
  });
});
