import { expect, test } from '../support/test';

test('an agent at the plan’s listing limit opening /listings/new is sent to /settings/subscription', async ({
  page,
  mock,
}) => {
  await mock.reset('at-listing-limit');
  await mock.signIn('limitAgent', '/listings/new');

  await expect(page).toHaveURL(/\/settings\/subscription$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Setting' })).toBeVisible();
});
