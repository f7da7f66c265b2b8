import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { routePath } from '#definitions/routes';
import { browserForThisFile } from '#test/browser';
import { getStoredItem } from '#test/local-stack-clients';

const { urls, seeds } = inject('localStack');
const context = browserForThisFile();

const openInvitationAdmin = async (): Promise<Page> => {
  const page = await context().newPage();
  await page.goto(`${urls.web}/invitation-code`);
  await page.getByLabel('Invitation Code').waitFor();
  return page;
};

const rollCode = async (page: Page): Promise<string> => {
  await page.getByRole('button', { name: 'Dice' }).or(page.getByRole('link', { name: 'Dice' })).click();
  return page.getByLabel('Invitation Code').inputValue();
};

const chooseChannel = async (page: Page, label: string) => {
  await page.locator('.p-dropdown').filter({ has: page.locator('#channel') }).click();
  await page.getByRole('listbox').getByRole('option', { name: label }).click();
};

describe('invitation admin page', () => {
  it('creates a code that the invitation check then reports with its channel', async () => {
    const page = await openInvitationAdmin();
    const code = await rollCode(page);
    await chooseChannel(page, 'Ownerrez');
    await page.getByLabel('Description').fill('Created in the browser');
    await page.getByLabel('Notes').fill('e2e');
    await page.getByLabel('Password', { exact: true }).fill(seeds.providerPassword);

    await page.getByRole('button', { name: 'Create Code' }).click();

    await expect.poll(() => page.getByText('Invitation Code Created Succesfully!').isVisible()).toBe(true);
    expect(code).toMatch(/^[A-Z0-9]{16}$/);
    const checked = await fetch(`${urls.api}${routePath('get-invitation', { code })}`);
    expect(await checked.json()).toEqual({ active: true, invitationCode: code, description: 'Created in the browser', channel: 'ownerrez' });
    await page.close();
  });

  it('shows "Incorrect password!" for a wrong password and writes nothing', async () => {
    const page = await openInvitationAdmin();
    const code = await rollCode(page);
    await chooseChannel(page, 'Hostaway');
    await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');

    await page.getByRole('button', { name: 'Create Code' }).click();

    await expect.poll(() => page.getByText('Incorrect password!').isVisible()).toBe(true);
    expect(await getStoredItem('invitations', { invitationCode: code })).toBeUndefined();
    await page.close();
  });
});
