import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { openNewListingForm } from '../listings/new-listing-form';
import { firstBox, verifyDialog } from '../verification/support';

const PHOTO = fileURLToPath(new URL('../../../fixtures/images/house-2400x1600.png', import.meta.url));
const FIRST_LOAD = { timeout: 30_000 };

/**
 * A 403 with `challenges` in the middle of a form (spec sections 4 and 8). The listing agent
 * opens the form verified; meanwhile the e-mail is changed from another device, so the server
 * now wants it verified again and refuses the listing. The mock's own rule answers, not an
 * injected fault: the verification that follows needs a server that agrees the e-mail is new.
 */
test('a 403 with challenges on the listing form opens verification, and the same input then creates the listing', async ({
  page,
  mock,
}) => {
  test.slow();
  const form = await openNewListingForm(page, mock);

  await form.getByRole('textbox', { name: 'Address line 1' }).fill('9 Larch Court');
  await form.getByRole('textbox', { name: 'Zip code' }).fill('97202');
  await expect(form.getByRole('textbox', { name: 'City' })).toHaveValue('Portland');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Photo' }).click();
  await (await chooser).setFiles(PHOTO);
  await expect(form.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await form.getByRole('radio', { name: 'Custom flat fee' }).check();
  await form.getByRole('textbox', { name: 'Flat fee' }).fill('9800');

  // Another device changes the e-mail: the session's user is now unverified on the server.
  const status = await page.evaluate(async () => {
    const response = await fetch('/api/v1/user', {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'maya.thornton@harbor-main.test' }),
    });
    return response.status;
  });
  expect(status).toBe(200);

  await form.getByRole('button', { name: 'Create listing' }).click();
  const email = verifyDialog(page, 'Email verification');
  await expect(email.getByText('Please enter the code that was sent to your e-mail address')).toBeVisible(FIRST_LOAD);
  await expect(firstBox(email)).toBeFocused();
  await page.keyboard.type('1234'); // the mock's code (MOCK_VERIFICATION_CODE)
  await expect(email).toBeHidden();

  // Nothing typed was lost: the same form, sent again, creates the listing.
  await expect(form.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('9 Larch Court');
  await expect(form.getByRole('textbox', { name: 'Flat fee' })).toHaveValue('$9,800');
  await expect(form.getByRole('img', { name: 'Photo preview' })).toBeVisible();
  await form.getByRole('button', { name: 'Create listing' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/' && url.searchParams.get('action') === 'created',
    FIRST_LOAD,
  );
  await expect(page.getByText('Listing 9 Larch Court, Portland, OR 97202 created')).toBeVisible(FIRST_LOAD);
});
