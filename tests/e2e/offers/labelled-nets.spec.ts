import type { Page } from '@playwright/test';
import { MANY_OFFERS_LISTING_SLUG } from '@fixtures/scenarios/many-offers';
import { DECISION_LABELS } from '@/features/offers/lib/decisions/decision-labels';
import { NET_RETURN_LABEL } from '@/features/offers/lib/seller-cost-rows';
import { apiGet } from './offer-support';
import { openInApp } from '../support/navigate';
import { expect as baseExpect, test } from '../support/test';

/*
 * A figure is known by its name wherever it shows: for every one of many-offers' 200 offers,
 * the figures that carry the same label on the offer's page, on the offers tab and in compare
 * are the same figure. Two nets, two names: the estimated net return (at the purchase price)
 * and the estimated net at the escalated price, never one under the other's name. Read from
 * the screens the listing agent sees, by their labels. The screens open inside the app, one
 * after another, so the 200 offers' data loads into the page once.
 */

const BASE = `/listings/s/${MANY_OFFERS_LISTING_SLUG}`;
const LABELS = [
  'Purchase price',
  DECISION_LABELS.escalatedPrice,
  DECISION_LABELS.netAtEscalatedPrice,
  NET_RETURN_LABEL,
  DECISION_LABELS.certainty,
];
const PAGE_SIZE = 50;
test.describe.configure({ timeout: 600_000 });
const expect = baseExpect.configure({ timeout: 40_000 });
/** The first page load restores the 200 offers into the in-page mock: the slowest step by far. */
const FIRST_LOAD = { timeout: 90_000 };

/** [offer id, label, figure] as a screen shows them. */
type Seen = [number, string, string];
type Screen = 'tab' | 'compare' | 'offer page';
type Figure = { offerId: number; label: string; figure: string; screen: Screen };
const on = (screen: Screen, entries: Seen[]): Figure[] =>
  entries.map(([offerId, label, figure]) => ({ offerId, label, figure, screen }));

/*
 * The readers run in the page: a figure is the first amount ("$494,477") or score ("89 of 100")
 * of a cell; a label is a header's own text, without a sortable column's arrow.
 */

/** The tab: a row per offer (its data-offer-id), a column per label. */
const readTab = (page: Page, labels: string[]) =>
  page.evaluate((wanted) => {
    const figure = (text: string | null) => /\$[\d,]+|\d+ of 100/.exec(text ?? '')?.[0] ?? `no figure in "${text}"`;
    const table = document.querySelector('table[aria-label="Offers"]') as HTMLTableElement;
    const names = [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').replace(/\s*[↕↑↓]$/, ''));
    return [...table.querySelectorAll<HTMLTableRowElement>('tbody tr')].flatMap((row) =>
      [...row.cells].flatMap((cell, index): Seen[] =>
        wanted.includes(names[index] ?? '')
          ? [[Number(row.dataset.offerId), names[index] ?? '', figure(cell.textContent)]]
          : [],
      ),
    );
  }, labels);

/** Compare: a column per offer ("Offer OF-1103"), a row per label. */
const readCompare = (page: Page, labels: string[], idsBySimpleId: Record<string, number>) =>
  page.evaluate(
    ({ wanted, ids }) => {
      const figure = (text: string | null) => /\$[\d,]+|\d+ of 100/.exec(text ?? '')?.[0] ?? `no figure in "${text}"`;
      const table = document.querySelector('main table') as HTMLTableElement;
      const columns = [...table.querySelectorAll('thead th')]
        .slice(1)
        .map((th) => ids[/OF-\d+/.exec(th.textContent ?? '')?.[0] ?? ''] ?? NaN);
      return [...table.querySelectorAll<HTMLElement>('th[scope="row"]')].flatMap((header): Seen[] => {
        const label = header.textContent ?? '';
        if (!wanted.includes(label)) return [];
        const cells = [...(header.parentElement as HTMLTableRowElement).cells].slice(1);
        return cells.map((cell, index): Seen => [columns[index] ?? NaN, label, figure(cell.textContent)]);
      });
    },
    { wanted: labels, ids: idsBySimpleId },
  );

/**
 * The offers' own pages, one after another, opened inside the app as Back and Forward open
 * them, all in one call into the page (a round trip to the browser per offer would cost more
 * than the page itself): each page's rows by label (the escalated price, both nets, the
 * purchase price twice) and its certainty score.
 */
const readOfferPages = (page: Page, labels: string[], offers: { id: number; simpleId: string; path: string }[]) =>
  page.evaluate(
    async ({ wanted, all, certainty, waitingLabel }) => {
      const figure = (text: string | null) => /\$[\d,]+|\d+ of 100/.exec(text ?? '')?.[0] ?? `no figure in "${text}"`;
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const seen: Seen[] = [];
      for (const offer of all) {
        window.history.pushState(null, '', offer.path);
        window.dispatchEvent(new PopStateEvent('popstate'));
        const drawn = () =>
          document.querySelector('main h1')?.textContent === `Offer ${offer.simpleId}` &&
          [...document.querySelectorAll('main th[scope="row"]')].some(
            (header) => header.textContent === waitingLabel,
          ) &&
          document.querySelector('[data-testid="close-certainty-score"]') !== null;
        const started = performance.now();
        while (!drawn()) {
          if (performance.now() - started > 20_000) throw new Error(`${offer.path} did not draw its figures`);
          await nextFrame();
        }
        for (const header of document.querySelectorAll<HTMLElement>('main th[scope="row"]')) {
          const label = header.textContent ?? '';
          if (wanted.includes(label))
            seen.push([offer.id, label, figure(header.nextElementSibling?.textContent ?? '')]);
        }
        const score = document.querySelector('[data-testid="close-certainty-score"]')?.textContent ?? null;
        seen.push([offer.id, certainty, figure(score)]);
      }
      return seen;
    },
    {
      wanted: labels,
      all: offers,
      certainty: DECISION_LABELS.certainty,
      waitingLabel: DECISION_LABELS.netAtEscalatedPrice,
    },
  );

test('every offer on many-offers shows the same figure under the same label on its page, the offers tab and compare', async ({
  page,
  mock,
}) => {
  await mock.reset('many-offers');
  await mock.signIn('listingAgent', `${BASE}/offers?perPage=${PAGE_SIZE}`);
  await expect(page.getByText('200 offers found')).toBeVisible(FIRST_LOAD);
  const listing = await apiGet<{ id: number }>(page, `listing/slug/${MANY_OFFERS_LISTING_SLUG}`);
  const offers = (await apiGet<{ data: { id: number; simpleId: string }[] }>(page, `listing/${listing.id}/offers/list`))
    .data;
  expect(offers).toHaveLength(200);
  const idsBySimpleId = Object.fromEntries(offers.map((offer) => [offer.simpleId, offer.id]));
  const seen: Figure[] = [];
  const table = page.getByRole('table', { name: 'Offers' });

  // The tab, page after page of 50, once every row's decisions are in.
  for (let pageNumber = 1; pageNumber <= offers.length / PAGE_SIZE; pageNumber += 1) {
    if (pageNumber > 1) {
      const firstBefore = await table.locator('tbody tr').first().getAttribute('data-offer-id');
      await page
        .getByRole('navigation', { name: 'Offers pages' })
        .getByRole('button', { name: String(pageNumber) })
        .click();
      await expect(table.locator('tbody tr').first()).not.toHaveAttribute('data-offer-id', firstBefore ?? '');
    }
    await expect(table.locator('tbody tr')).toHaveCount(PAGE_SIZE);
    await expect(table.getByText('Loading', { exact: true })).toHaveCount(0);
    seen.push(...on('tab', await readTab(page, LABELS)));
  }

  // Compare, 50 offers at a time, and each of those offers' own page.
  for (let start = 0; start < offers.length; start += PAGE_SIZE) {
    const chosen = offers.slice(start, start + PAGE_SIZE);
    await openInApp(page, `${BASE}/offers/compare?${chosen.map((offer) => `ids[]=${offer.id}`).join('&')}`);
    await expect(page.locator('main table thead th')).toHaveCount(PAGE_SIZE + 1);
    await expect(page.getByRole('rowheader', { name: DECISION_LABELS.netAtEscalatedPrice, exact: true })).toBeVisible();
    seen.push(...on('compare', await readCompare(page, LABELS, idsBySimpleId)));

    const pages = chosen.map((offer) => ({ ...offer, path: `${BASE}/offers/${offer.id}` }));
    seen.push(...on('offer page', await readOfferPages(page, LABELS, pages)));
  }

  // Every offer, every label on two screens or more, one figure per label.
  const problems: string[] = [];
  for (const offer of offers) {
    for (const label of LABELS) {
      const mine = seen.filter((entry) => entry.offerId === offer.id && entry.label === label);
      const screens = new Set(mine.map((entry) => entry.screen));
      const figures = new Set(mine.map((entry) => entry.figure));
      if (screens.size < 2)
        problems.push(`${offer.simpleId} ${label}: only on ${[...screens].join(', ') || 'no screen'}`);
      if (figures.size !== 1)
        problems.push(
          `${offer.simpleId} ${label}: ${mine.map((entry) => `${entry.screen} ${entry.figure}`).join('; ')}`,
        );
    }
  }
  expect(problems).toEqual([]);
  // The two nets are told apart where they differ: many an offer nets more at its escalated price.
  const netAt = (id: number, label: string) =>
    seen.find((entry) => entry.offerId === id && entry.label === label && entry.screen === 'offer page')?.figure;
  const differing = offers.filter(
    (offer) => netAt(offer.id, NET_RETURN_LABEL) !== netAt(offer.id, DECISION_LABELS.netAtEscalatedPrice),
  );
  expect(differing.length).toBeGreaterThan(50);
});
