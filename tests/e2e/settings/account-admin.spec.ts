import { expect, test } from '../support/test';

test('an account admin changes a team user, then adds a card through the provider’s hosted page', async ({
  page,
  mock,
}) => {
  await mock.signIn('admin', '/settings');
  const tabs = page.getByRole('navigation', { name: 'Settings sections' });
  // A cold start: the page loads the in-browser mock before the app.
  await expect(tabs).toBeVisible({ timeout: 30_000 });
  await expect(tabs.getByRole('link')).toHaveText(['Profile', 'Title fees', 'Commissions', 'Users', 'Subscription']);

  // A team user: new name and role.
  await tabs.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/settings\/users$/);
  await page.getByRole('button', { name: 'Edit Daniel Okafor' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit user' });
  await editor.getByRole('textbox', { name: 'Full name' }).fill('Daniel A. Okafor');
  await editor.getByRole('combobox', { name: 'Role' }).click();
  await editor.getByRole('option', { name: 'Real Estate Agent + Account Admin' }).click();
  await editor.getByRole('button', { name: 'Save user' }).click();
  await expect(editor).toBeHidden();
  const row = page.getByRole('row', { name: /Daniel A\. Okafor/ });
  await expect(row.getByRole('cell', { name: 'Real Estate Agent + Account Admin' })).toBeVisible();

  // A card: the app sends the admin to the provider's page, which sends them back with it.
  await tabs.getByRole('link', { name: 'Subscription' }).click();
  const payment = page.getByRole('region', { name: 'Payment methods' });
  await payment.getByRole('button', { name: 'Add payment method' }).click();
  await expect(page).toHaveURL(/\/mock-provider\/setup\/[^/]+$/);
  await page.getByRole('combobox', { name: 'Card brand' }).click();
  await page.getByRole('option', { name: 'Mastercard' }).click();
  await page.getByRole('textbox', { name: 'Card number' }).fill('5555 5555 5555 4444');
  await page.getByRole('textbox', { name: 'Expiry (MM/YYYY)' }).fill('08/2031');
  await page.getByRole('button', { name: 'Save card' }).click();

  await expect(page).toHaveURL(/\/settings\/subscription$/);
  const card = page.getByRole('region', { name: 'Payment methods' }).getByRole('row', { name: /•••• 4444/ });
  await expect(card.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  await expect(card.getByRole('cell', { name: '08/2031' })).toBeVisible();
});
