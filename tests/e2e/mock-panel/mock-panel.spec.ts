import type { Locator, Page } from '@playwright/test';
import { PERSONAS } from '@fixtures/personas';
import { axeViolations, transitionsDone } from '../support/axe';
import { tabTo } from '../support/keyboard';
import { expect, test } from '../support/test';

/*
 * The mock panel in the browser (docs/mock-panel.md): its toggle is the
 * page's last tab stop, its drawer is used by keyboard alone, axe finds no WCAG 2.2 A or AA violation,
 * and nothing scrolls sideways at 390 px. What it sets is the mock's: a fault set before a
 * reload breaks the first request after it.
 */

// A page load of the built app with its mock, on a machine that may be running other browsers.
const FIRST_LOAD = { timeout: 30_000 };

const toggleOf = (page: Page) =>
  page.getByRole('complementary', { name: 'Mock panel' }).getByRole('button', { name: /^Mock panel/ });

/** Opens the panel once its toggle is drawn: its code loads after the page's first screen. */
const openPanel = async (page: Page) => {
  const toggle = toggleOf(page);
  await expect(toggle).toBeVisible(FIRST_LOAD);
  await toggle.click();
  const panel = page.getByRole('dialog', { name: 'Mock panel' });
  await expect(panel).toBeVisible();
  return panel;
};

/** Shift+Tab from the top of the page lands on the last tab stop: the panel's toggle. */
const focusToggle = async (page: Page, toggle: Locator) => {
  await expect(toggle).toBeVisible(FIRST_LOAD);
  await page.locator('body').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toBeFocused();
};

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('by keyboard alone: the panel switches persona, the header and the profile follow; axe-clean at 1280 and 390 px', async ({
  page,
  mock,
}) => {
  test.slow();
  await mock.signIn('listingAgent', '/settings/profile');
  await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue(PERSONAS.listingAgent.fullName);
  const toggle = toggleOf(page);
  await focusToggle(page, toggle);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Mock panel' });
  await expect(panel).toBeVisible();
  await transitionsDone(page);
  expect(await axeViolations(page)).toEqual([]);

  const seller = panel.getByRole('button', { name: new RegExp(`^Rebecca Lindqvist · ${PERSONAS.seller.email}`) });
  await tabTo(page, seller);
  await page.keyboard.press('Enter');
  await expect(panel.getByText(`Signed in as Rebecca Lindqvist (${PERSONAS.seller.email}).`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('button', { name: 'Account menu for Rebecca Lindqvist' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Full name/ })).toHaveValue(PERSONAS.seller.fullName);
  await transitionsDone(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await scrollsSideways(page)).toBe(false);
  await toggle.click();
  await expect(panel).toBeVisible();
  expect(await scrollsSideways(page)).toBe(false);
  await transitionsDone(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('a fault set in the panel before a reload breaks the first request after it, until it is removed', async ({
  page,
  mock,
}) => {
  test.slow();
  await mock.signIn('listingAgent', '/listings');
  await expect(page.getByRole('article').first()).toBeVisible(FIRST_LOAD);
  const panel = await openPanel(page);
  await panel.getByRole('combobox', { name: 'Route' }).selectOption('listings.list');
  await panel.getByRole('textbox', { name: 'Status' }).fill('503');
  await panel.getByRole('textbox', { name: 'Times' }).clear();
  await panel.getByRole('button', { name: 'Add fault' }).click();
  await expect(panel.getByText('listings.list: fault 500 (503), until cleared')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.reload();
  // The list's error screen comes after the client's one retry (a second and a page load later).
  await expect(page.getByText(/^Sorry we’re having some technical issues/)).toBeVisible({ timeout: 20_000 });
  // The first request after the reload, and the client's one retry.
  const broken = await mock.verify({ route: 'listings.list', count: 2 });
  expect(broken[0]).toMatchObject({ status: 503, fault: '500', persona: PERSONAS.listingAgent.email });

  await openPanel(page);
  await panel.getByRole('button', { name: /^Remove: listings\.list: fault 500/ }).click();
  await expect(panel.getByText('No latency, faults or holds are on.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible(FIRST_LOAD);
});

test('the panel switches scenario, signed back in as the same persona, and moves the clock', async ({ page, mock }) => {
  test.slow();
  await mock.signIn('admin', '/settings/users');
  const panel = await openPanel(page);
  await panel.getByRole('combobox', { name: 'Scenario' }).selectOption('empty-account');
  await expect(panel.getByRole('checkbox', { name: 'Sign back in as Grace Whitfield' })).toBeChecked();
  await panel.getByRole('button', { name: 'Switch scenario' }).click();

  await expect(panel.getByText('The mock serves empty-account, seed 1.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu for Grace Whitfield' })).toBeVisible();

  await expect(panel.getByText(/\(now for this browser\)$/)).toBeVisible();
  await panel.getByRole('button', { name: '+1 week' }).click();
  await expect(panel.getByText(/^Mock time: Monday, March 9, 2026 .*\(next week for this browser\)$/)).toBeVisible();
  expect(await mock.control('GET', '/__mock/state')).toMatchObject({
    scenario: 'empty-account',
    clock: '2026-03-09T15:00:00.000Z',
  });
});
