import { expect, test } from '../support/test';
import { firstBox, signInUnverified, verifyDialog } from './support';

test.describe('an unverified agent creating a listing', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('is sent to /settings/verify, verifies e-mail (typed) then phone (pasted), and can open the form', async ({
    page,
    mock,
  }) => {
    await signInUnverified(mock, '/listings/new');

    await expect(page).toHaveURL(/\/settings\/verify$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verify your information' })).toBeVisible();
    await page.getByRole('button', { name: 'Start verification' }).click();

    const email = verifyDialog(page, 'Email verification');
    await expect(email.getByRole('heading', { name: 'E-mail address verification' })).toBeVisible();
    await expect(email.getByText('Please enter the code that was sent to your e-mail address')).toBeVisible();
    await expect(firstBox(email)).toBeFocused();
    await page.keyboard.type('1234'); // the mock's code (MOCK_VERIFICATION_CODE)

    const phone = verifyDialog(page, 'Phone verification');
    await expect(phone.getByText('Your e-mail address is verified.')).toBeVisible();
    await expect(phone.getByText('Please enter the code that was sent to your phone number')).toBeVisible();
    await expect(firstBox(phone)).toBeFocused();
    // As a user pastes the code from a text message: through the real clipboard, spaces and all.
    await page.evaluate(() => navigator.clipboard.writeText(' 12 34 '));
    await page.keyboard.press('ControlOrMeta+V');

    await expect(phone).toBeHidden();
    await expect(page.getByText('Your e-mail address and phone number are verified.')).toBeVisible();
    await expect(page.getByText('Verify Your Information: To unlock all features')).toBeHidden();
    await page.getByRole('link', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/listings\/new$/);
    // The listing form's page (issue 5 builds the form itself).
    await expect(page.getByRole('heading', { level: 1, name: /listing/i })).toBeVisible();
  });
});
