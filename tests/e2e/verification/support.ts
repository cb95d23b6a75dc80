import type { Locator, Page } from '@playwright/test';
import type { Mock } from '../support/mock';

export const verifyDialog = (page: Page, name: 'Email verification' | 'Phone verification') =>
  page.getByRole('dialog', { name });

export const firstBox = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Digit 1 of 4' });

/** The unverified agent of a fresh `unverified` scenario, signed in at `path` (the app may send them on to verify). */
export const signInUnverified = async (mock: Mock, path: string): Promise<void> => {
  await mock.reset('unverified');
  await mock.signIn('unverified', path);
};
