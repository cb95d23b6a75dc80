import { expect, test } from '../support/test';
import { apiGet, listingAwaitingApproval } from './offer-support';

const FIRST_LOAD = { timeout: 30_000 };
const PAYLOAD = '<img src=x onerror=alert(1)>';
const LINK = 'javascript:window.__xss=1';

test('names and notes with markup and javascript: links render as plain text and run nothing', async ({
  page,
  mock,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await mock.signIn('seller', '/');
  const listing = await listingAwaitingApproval(page);

  await mock.signIn('buyersAgent', '/');
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  const created = await page.evaluate(
    async ({ listingId, payload, link }) => {
      // Multipart as the app sends it: every value JSON-encoded (spec section 7).
      const form = new FormData();
      const terms: Record<string, unknown> = {
        listingId,
        purchasePrice: 400000,
        financingType: 'cash',
        hasSellerPaidClosingCosts: false,
        isOfferContingentOnAnotherPropertySale: true,
        contingentPropertyAddress: payload,
        contingentPropertyStatus: 'other',
        isBuyerAppraisalGapCoverage: false,
        isEscalationClause: false,
        hasEarnestMoney: false,
        earnestMoneyAmount: 0,
        isHomeWarranty: false,
        closingDate: '2026-06-01',
        possessionDate: '2026-06-02',
        inspections: [],
        isHighestAndBestOffer: null,
        buyersAgentNote: `${payload} ${link}`,
        note: `<a href="${link}">click</a>`,
        titleCompanyName: link,
        buyers: [payload, `<script>window.__xss=1</script>`],
      };
      for (const [key, value] of Object.entries(terms)) form.append(key, JSON.stringify(value));
      const response = await fetch('/api/v1/offers', { method: 'POST', body: form, credentials: 'include' });
      return { status: response.status, body: (await response.json()) as { body: { id: number } } };
    },
    { listingId: listing.id, payload: PAYLOAD, link: LINK },
  );
  expect(created.status).toBe(201);
  const offerPath = `/listings/s/${listing.slug}/offers/${created.body.body.id}`;

  await page.goto(offerPath);
  await expect(page.getByText(`${PAYLOAD} ${LINK}`)).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(`${PAYLOAD}, <script>window.__xss=1</script>`)).toBeVisible();
  await expect(page.getByText(LINK, { exact: true })).toBeVisible();
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  await expect(page.locator('main a[href^="javascript:"]')).toHaveCount(0);

  await page.goto(`${offerPath}/history`);
  await expect(page.getByRole('table').getByText(`${PAYLOAD} ${LINK}`)).toBeVisible(FIRST_LOAD);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);

  await page.goto(`/listings/s/${listing.slug}/offers`);
  await expect(
    page.getByRole('table', { name: 'Offers' }).getByText(`${PAYLOAD}, <script>window.__xss=1</script>`),
  ).toBeVisible(FIRST_LOAD);

  const ran = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss);
  expect(ran).toBeUndefined();
  expect(dialogs).toEqual([]);
  // The stored offer keeps the text as typed: escaping is the screen's job, not the API's.
  const stored = await apiGet<{ buyers: string[] }>(page, `offers/${created.body.body.id}`);
  expect(stored.buyers[0]).toBe(PAYLOAD);
});
