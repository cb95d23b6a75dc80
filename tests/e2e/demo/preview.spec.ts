import { expect, test } from '../support/test';

test('the product-preview form checks every field with the spec’s messages, then thanks the visitor', async ({
  page,
}) => {
  await page.goto('/preview');
  await page.getByRole('button', { name: 'Request a preview' }).click();

  await expect(page.getByText('This field is required')).toHaveCount(2);
  await expect(page.getByText('Invalid email address')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Robin Reyes');
  await page.getByRole('textbox', { name: 'Email' }).fill('robin@example');
  await page.getByRole('textbox', { name: 'Brokerage' }).fill('Reyes Realty');
  await page.getByRole('button', { name: 'Request a preview' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Robin Reyes');

  await page.getByRole('textbox', { name: 'Email' }).fill('robin@example.com');
  await page.getByRole('button', { name: 'Request a preview' }).click();
  await expect(page).toHaveURL(/\/preview\/success\?name=Robin%20Reyes$/);
  await expect(page.getByText('Thank you, Robin Reyes.')).toBeVisible();
});
