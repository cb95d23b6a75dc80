import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { axeViolations } from '../support/axe';
import { field } from './offer-support';

// A seeded demo listing (fixtures/scenarios/parts/harbor-listings.ts): Active, no offers yet.
const SLUG = '5179-ne-klickitat-street-portland';
const DOCUMENTS = ['pre-approval-letter.pdf', 'proof-of-funds.pdf'].map((name) =>
  fileURLToPath(new URL(`../../../fixtures/documents/${name}`, import.meta.url)),
);

// The first load starts the in-page mock and the app; on a loaded machine that takes a while.
const FIRST_LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 90_000 });

const fillRequiredTerms = async (page: Page) => {
  await field(page, 'Purchase price').fill('455000');
  await field(page, 'Financing type').selectOption('Conventional');
  await field(page, 'Lender name').fill('Margie Conn');
  await field(page, 'Buyer 1').fill('Dana Mertz');
  await field(page, 'Closing date').fill('2026-05-01');
  await field(page, 'Possession date').fill('2026-05-03');
};

/** The offer as the API stores it, read with the page's own session. */
const storedOffer = (page: Page, offerId: string) =>
  page.evaluate(async (id) => {
    const response = await fetch(`/api/v1/offers/${id}`, { credentials: 'include' });
    return (
      (await response.json()) as {
        body: { purchasePrice: number; inspections: unknown[]; documents: { fileName: string }[] };
      }
    ).body;
  }, offerId);

test('the buyer’s agent submits an offer with two documents and lands on the offer page', async ({ page, mock }) => {
  await mock.signIn('buyersAgent', `/submit-offer/${SLUG}`);
  await expect(page.getByRole('heading', { name: 'Submit an offer', level: 1 })).toBeVisible(FIRST_LOAD);

  await fillRequiredTerms(page);
  await field(page, 'Earnest money').check();
  await field(page, 'Earnest money amount').fill('10,000');
  await field(page, 'Earnest money held by').selectOption('Title/escrow company');
  await field(page, 'Earnest money type').selectOption('Electronic');
  await field(page, 'Earnest money deposited upon').selectOption('Acceptance');
  await field(page, 'General').check();
  await field(page, 'General inspection days').selectOption('10 days');
  await field(page, 'Buyer broker commission').selectOption('3% of price');
  await page.locator('input[type="file"]').setInputFiles(DOCUMENTS);
  await expect(page.getByRole('list', { name: 'Documents to attach' }).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Submit offer' }).click();

  await expect(page).toHaveURL(/\/listings\/s\/\d+\/offers\/\d+$/, FIRST_LOAD);
  const offerId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const offer = await storedOffer(page, offerId);
  expect(offer.purchasePrice).toBe(455000);
  expect(offer.inspections).toEqual([{ type: 'general', days: 10, paidBy: 'buyer', isEnabled: true }]);
  expect(offer.documents.map((document) => document.fileName).sort()).toEqual([
    'pre-approval-letter.pdf',
    'proof-of-funds.pdf',
  ]);
});

test('a signed-out visitor fills in part of the offer, signs in, and comes back to what they typed', async ({
  page,
}) => {
  await page.goto(`/submit-offer/${SLUG}`);
  await expect(page.getByText('Sign in or sign up to submit your offer')).toBeVisible(FIRST_LOAD);
  await field(page, 'Purchase price').fill('460000');
  await field(page, 'Financing type').selectOption('VA');
  await field(page, 'Buyer 1').fill('Robin Park');
  await field(page, 'Escalation clause').check();
  await field(page, 'Escalation maximum purchase price').fill('480000');

  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await field(page, 'Email').fill(PERSONAS.buyersAgent.email);
  await field(page, 'Password').fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/submit-offer/${SLUG}$`));
  await expect(page.getByText('Your offer was kept while you signed in.', { exact: false })).toBeVisible(FIRST_LOAD);
  await expect(field(page, 'Purchase price')).toHaveValue('$460,000');
  await expect(field(page, 'Financing type')).toHaveValue('va');
  await expect(field(page, 'Buyer 1')).toHaveValue('Robin Park');
  await expect(field(page, 'Escalation clause')).toBeChecked();
  await expect(field(page, 'Escalation maximum purchase price')).toHaveValue('$480,000');
  await expect(page.getByRole('button', { name: 'Submit offer' })).toBeVisible();
});

test('axe finds no serious or critical violation on the offer form, nor with its errors showing', async ({
  page,
  mock,
}) => {
  await mock.signIn('buyersAgent', `/submit-offer/${SLUG}`);
  await expect(field(page, 'Purchase price')).toBeVisible(FIRST_LOAD);
  await field(page, 'Earnest money').check();
  await field(page, 'Radon').check();
  await field(page, 'Buyer broker commission').selectOption('3% of price');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Submit offer' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
