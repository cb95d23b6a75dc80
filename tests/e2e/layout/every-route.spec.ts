import { test as plainTest, type Page, type TestInfo } from '@playwright/test';
import { PERSONAS } from '@fixtures/personas';
import { paths, type AppRoute } from '@/config/paths';
import { apiGet } from '../offers/offer-support';
import { axeViolations } from '../support/axe';
import { openInApp } from '../support/navigate';
import { expect, test } from '../support/test';

/*
 * Every route of src/config/paths.ts, each opened once and looked at a phone's width (390 x
 * 844) and a desktop's (1280 x 800) in the same visit: axe finds nothing against WCAG 2.2 A
 * and AA, and the document never scrolls sideways. Signed-out pages are looked at 320 px
 * too, where the header must still fit. The screens are opened inside the app (one page load
 * per persona), and every problem found is reported at once. The last test checks that the
 * walk leaves no route out.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SMALLEST_PHONE = { width: 320, height: 640 };
const LOAD = { timeout: 30_000 };
test.describe.configure({ timeout: 600_000 });

type Visit = {
  route: AppRoute<string>;
  url: string;
  /** What must show before the screen is looked at (after its h1). */
  ready?: (page: Page) => Promise<void>;
  /** More to check at a width, once ready. */
  check?: (page: Page, width: number) => Promise<void>;
};

type OfferRow = {
  id: number;
  simpleId: string;
  purchasePrice: number;
  versionType: string;
  buyersAgent: { id: number };
};

/*
 * The visits, as functions of what the demo data names (slugs, ids, payment pages): the last
 * test calls them with stand-ins to see which routes they cover.
 */

const signedOutVisits = ({ publicSlug }: { publicSlug: string }): Visit[] => [
  { route: paths.auth.signUp, url: paths.auth.signUp.href() },
  { route: paths.auth.signIn, url: paths.auth.signIn.href() },
  { route: paths.auth.signUpAgent, url: paths.auth.signUpAgent.href() },
  { route: paths.auth.signUpConsumer, url: paths.auth.signUpConsumer.href() },
  { route: paths.auth.forgotPassword, url: paths.auth.forgotPassword.href() },
  { route: paths.auth.resetPassword, url: `${paths.auth.resetPassword.href()}?token=demo` },
  { route: paths.auth.magicLink, url: paths.auth.magicLink.href() },
  { route: paths.auth.confirmEmail, url: paths.auth.confirmEmail.href() },
  // No story: a light yellow notice with a title (what a VITE_MOCK=off build shows on /demo too).
  { route: paths.demo.success, url: paths.demo.success.href() },
  { route: paths.demo.stories, url: paths.demo.stories.href() },
  { route: paths.demo.success, url: `${paths.demo.success.href()}?story=hot-listing` },
  { route: paths.preview.request, url: paths.preview.request.href() },
  { route: paths.preview.success, url: paths.preview.success.href() },
  { route: paths.submitOffer.search, url: `${paths.submitOffer.search.href()}?search=Portland` },
  { route: paths.discover, url: paths.discover.href() },
  { route: paths.submitOffer.listing, url: paths.submitOffer.listing.href({ slug: publicSlug }) },
  { route: paths.listing.root, url: paths.listing.root.href({ listingId: publicSlug }) },
  { route: paths.terms, url: paths.terms.href() },
  { route: paths.privacy, url: paths.privacy.href() },
];

const listingAgentVisits = ({ slug, offers }: { slug: string; offers: readonly OfferRow[] }): Visit[] => {
  const at = { listingId: slug };
  const countered = offers.find((offer) => offer.versionType !== 'initial') ?? offers[0];
  const offer = { ...at, offerId: countered?.id ?? 0 };
  const compared = offers.slice(0, 3);
  return [
    { route: paths.home, url: paths.home.href() },
    { route: paths.listings.all, url: paths.listings.all.href() },
    { route: paths.listings.buying, url: paths.listings.buying.href() },
    { route: paths.listings.selling, url: paths.listings.selling.href() },
    { route: paths.listings.none, url: paths.listings.none.href() },
    { route: paths.listings.create, url: paths.listings.create.href() },
    { route: paths.listing.offers, url: paths.listing.offers.href(at), ready: offersFound },
    { route: paths.listing.people, url: paths.listing.people.href(at) },
    { route: paths.listing.info, url: paths.listing.info.href(at) },
    { route: paths.listing.edit, url: paths.listing.edit.href(at) },
    { route: paths.listing.logs, url: paths.listing.logs.href(at) },
    { route: paths.listing.offer, url: paths.listing.offer.href(offer) },
    { route: paths.listing.offerLogs, url: paths.listing.offerLogs.href(offer) },
    { route: paths.listing.counteroffer, url: paths.listing.counteroffer.href(offer) },
    { route: paths.listing.offerHistory, url: paths.listing.offerHistory.href(offer) },
    {
      route: paths.listing.compare,
      url: `${paths.listing.compare.href(at)}?${compared.map((item) => `ids[]=${item.id}`).join('&')}`,
      ready: (page) => expect(page.getByRole('region', { name: 'Summary' })).toBeVisible(LOAD),
      check: (page, width) => everyPriceInView(page, width, compared),
    },
    { route: paths.settings.root, url: paths.settings.root.href() },
    { route: paths.settings.profile, url: paths.settings.profile.href() },
    { route: paths.settings.titleFees, url: paths.settings.titleFees.href() },
    { route: paths.settings.commissions, url: paths.settings.commissions.href() },
  ];
};

const adminVisits = ({ setupPage }: { setupPage: string }): Visit[] => [
  { route: paths.settings.users, url: paths.settings.users.href() },
  { route: paths.settings.subscription, url: paths.settings.subscription.href() },
  { route: paths.mockProvider.setup, url: setupPage },
];

const unverifiedVisits = ({ checkoutPage }: { checkoutPage: string }): Visit[] => [
  { route: paths.settings.verify, url: paths.settings.verify.href() },
  { route: paths.premium, url: paths.premium.href() },
  { route: paths.mockProvider.checkout, url: checkoutPage },
];

const buyersAgentVisits = (own: { listingId: string; offerId: number }): Visit[] => [
  { route: paths.listing.editOffer, url: paths.listing.editOffer.href(own) },
];

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** A screen has settled: its h1 is drawn and nothing in main still shows loading rows. */
const settled = async (page: Page, visit: Visit) => {
  await expect(page.locator('main h1')).toBeVisible(LOAD);
  await expect(page.locator('main .mantine-Skeleton-root')).toHaveCount(0, LOAD);
  await visit.ready?.(page);
};

type Finding = { screen: string; problem: unknown };

/**
 * Opens each visit once and looks at it at each width, the narrowest first; returns what it
 * found wrong, all of it, so one run names every problem.
 */
const walk = async (
  page: Page,
  testInfo: TestInfo,
  visits: readonly Visit[],
  { signedOut = false } = {},
): Promise<Finding[]> => {
  const findings: Finding[] = [];
  const widths = signedOut ? [SMALLEST_PHONE, PHONE, DESKTOP] : [PHONE, DESKTOP];
  for (const visit of visits) {
    await page.setViewportSize(widths[0] ?? PHONE);
    await openInApp(page, visit.url);
    for (const size of widths) {
      await page.setViewportSize(size);
      await nextFrames(page);
      await settled(page, visit);
      const screen = `${visit.url} at ${size.width} px`;
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0) findings.push({ screen, problem: `the document scrolls sideways by ${overflow} px` });
      if (signedOut) {
        const header = await page.locator('header').evaluate((node) => node.scrollWidth - node.clientWidth);
        if (header > 0) findings.push({ screen, problem: `the header is ${header} px too wide for its content` });
      }
      await visit.check?.(page, size.width);
      // At 320 px the fit alone is checked: axe looks at the phone and the desktop.
      if (size === SMALLEST_PHONE) continue;
      const violations = await axeViolations(page);
      if (violations.length > 0) findings.push({ screen, problem: violations });
    }
  }
  const routes = new Set(visits.map((visit) => visit.route)).size;
  console.log(
    `${testInfo.title}: ${routes} routes in ${visits.length} visits, ${visits.length * 2} screens through axe`,
  );
  return findings;
};

/** The offers tab has drawn its offers. */
const offersFound = (page: Page) => expect(page.getByText(/^\d+ offers? found$/)).toBeVisible(LOAD);

/** Compare: every chosen offer's price on the screen's width, and on a phone nothing to scroll sideways. */
const everyPriceInView = async (page: Page, width: number, offers: readonly OfferRow[]) => {
  for (const offer of offers) {
    const where = width < 768 ? page.getByRole('region', { name: `Offer ${offer.simpleId}` }) : page.locator('main');
    const price = where
      .getByRole('row', { name: /^Purchase price/ })
      .getByRole('cell', { name: new RegExp(`^\\$${offer.purchasePrice.toLocaleString('en-US')}`) })
      .first();
    await expect(price).toBeVisible();
    const box = await price.boundingBox();
    expect(
      box !== null && box.x >= 0 && box.x + box.width <= width,
      `${offer.simpleId}'s price within ${width} px`,
    ).toBe(true);
  }
  if (width < 768) {
    const sideways = await page
      .locator('main [role="region"]')
      .evaluateAll((regions) => regions.filter((region) => region.scrollWidth > region.clientWidth).length);
    expect(sideways, 'boxes of compare that scroll sideways on a phone').toBe(0);
  }
};

/** A payment page of the mock provider: the path of the session's url. */
const paymentPage = async (page: Page, path: string, body: object): Promise<string> => {
  await page.locator('html[data-mock="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
  const url = await page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return ((await response.json()) as { body: { url: string } }).body.url;
    },
    { path, body },
  );
  return new URL(url, 'http://localhost').pathname;
};

type ListingRow = { id: number; slug: string };

// `mock` opens the app on /auth, signed out, with fresh demo data.
test('every signed-out page fits 320 to 1280 px and passes axe', async ({ page, mock: _opened }, testInfo) => {
  const [listing] = (await apiGet<{ data: ListingRow[] }>(page, 'listing/public?page=1&perPage=12&view=public')).data;
  if (!listing) throw new Error('The demo scenario has no public listing');
  expect(await walk(page, testInfo, signedOutVisits({ publicSlug: listing.slug }), { signedOut: true })).toEqual([]);
});

test("a listing agent's listing, offer and settings pages pass axe at 390 and 1280 px", async ({
  page,
  mock,
}, testInfo) => {
  await mock.signIn('listingAgent', paths.listings.all.href());
  const [listing] = (await apiGet<{ data: ListingRow[] }>(page, 'listing?sort=mostOffersFirst&perPage=12')).data;
  if (!listing) throw new Error('The listing agent has no listing');
  const offers = (await apiGet<{ data: OfferRow[] }>(page, `listing/${listing.id}/offers?perPage=10`)).data;
  expect(offers.length).toBeGreaterThanOrEqual(3);
  expect(await walk(page, testInfo, listingAgentVisits({ slug: listing.slug, offers }))).toEqual([]);
});

test("an admin's, an unverified agent's and a buyer's agent's own pages pass axe at 390 and 1280 px", async ({
  page,
  mock,
}, testInfo) => {
  const back = { successUrl: 'http://127.0.0.1/settings/subscription', cancelUrl: 'http://127.0.0.1/premium' };
  await mock.signIn('admin', paths.listings.all.href());
  const setupPage = await paymentPage(page, '/payment/setup-sessions', { mode: 'setup', ...back });
  const findings = await walk(page, testInfo, adminVisits({ setupPage }));

  await mock.signIn('unverified', paths.listings.all.href());
  const [product] = await apiGet<{ id: string }[]>(page, 'payment/products');
  const checkoutPage = await paymentPage(page, '/payment/sessions', { productId: product?.id, quantity: 1, ...back });
  findings.push(...(await walk(page, testInfo, unverifiedVisits({ checkoutPage }))));

  await mock.signIn('buyersAgent', paths.listings.all.href());
  findings.push(...(await walk(page, testInfo, buyersAgentVisits(await ownOfferOnActiveListing(page)))));
  expect(findings).toEqual([]);
});

/** An offer of the buyer's agent on an active demo listing: the edit form opens for it. */
const ownOfferOnActiveListing = async (page: Page) => {
  const listings = (await apiGet<{ data: ListingRow[] }>(page, 'listing?status=active&perPage=48')).data;
  for (const listing of listings) {
    const offers = (await apiGet<{ data: OfferRow[] }>(page, `listing/${listing.id}/offers?perPage=50`)).data;
    const own = offers.find((offer) => offer.buyersAgent.id === PERSONAS.buyersAgent.id);
    if (own) return { listingId: listing.slug, offerId: own.id };
  }
  throw new Error("The buyer's agent has no offer on an active listing");
};

plainTest('the walk leaves no route of src/config/paths.ts out', () => {
  const routesOf = (group: object): AppRoute<string>[] =>
    Object.values(group).flatMap((value: unknown): AppRoute<string>[] => {
      if (!value || typeof value !== 'object') return [];
      return 'path' in value && 'href' in value ? [value as AppRoute<string>] : routesOf(value);
    });
  const walked = new Set(
    [
      ...signedOutVisits({ publicSlug: 'a' }),
      ...listingAgentVisits({ slug: 'a', offers: [] }),
      ...adminVisits({ setupPage: '/' }),
      ...unverifiedVisits({ checkoutPage: '/' }),
      ...buyersAgentVisits({ listingId: 'a', offerId: 1 }),
    ].map((visit) => visit.route),
  );
  expect(
    routesOf(paths)
      .filter((route) => !walked.has(route))
      .map((route) => route.path),
  ).toEqual([]);
});
