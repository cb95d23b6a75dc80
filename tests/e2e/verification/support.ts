import type { Locator, Page } from '@playwright/test';

export const verifyDialog = (page: Page, name: 'Email verification' | 'Phone verification') =>
  page.getByRole('dialog', { name });

export const firstBox = (dialog: Locator) => dialog.getByRole('textbox', { name: 'Digit 1 of 4' });
