import { PERSONAS } from '@fixtures/personas';
import { REFERENCE_DATE } from '@fixtures/scenarios/reference-date';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER_KEY } from '@/lib/storage';
import { currentPath, renderRoute, type RenderRouteOptions } from '../../render';
import { renderPanelBeside } from './panel-beside';

/*
 * The mock panel against the in-process mock: the same /__mock controls the browser's and
 * the HTTP mock answer. The app is the real one (the component kit's renderRoute); the
 * panel is drawn beside it, in a root of its own, as src/app/mock-panel.ts draws it.
 */

const BROWSER_NOW = Date.parse(REFERENCE_DATE);

const renderWithPanel = async (path: string, options: RenderRouteOptions = {}) => {
  const view = await renderRoute(path, options);
  renderPanelBeside(view, { now: () => BROWSER_NOW });
  await view.user.click(await screen.findByRole('button', { name: 'Mock panel' }));
  const panel = await screen.findByRole('dialog', { name: 'Mock panel' });
  return { ...view, panel };
};

const mockState = async () =>
  ((await (await fetch('/__mock/state')).json()) as { body: { scenario: string; seed: number; clock: string } }).body;

describe('the mock panel', () => {
  it('switches persona in one click: the header, the profile form and the stored user follow', async () => {
    const { user, panel } = await renderWithPanel('/settings/profile', { persona: 'listingAgent' });
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(PERSONAS.listingAgent.fullName);

    await user.click(await within(panel).findByRole('button', { name: /^Rebecca Lindqvist/ }));

    expect(await screen.findByRole('button', { name: 'Account menu for Rebecca Lindqvist' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue(PERSONAS.seller.fullName),
    );
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue(PERSONAS.seller.email);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ email: PERSONAS.seller.email });
    expect(within(panel).getByText(`Signed in as Rebecca Lindqvist (${PERSONAS.seller.email}).`)).toBeInTheDocument();
  });

  it('switches scenario and seed, says it signs you out first, and signs back in as the same persona', async () => {
    const { user, panel, router, session } = await renderWithPanel('/settings/profile', { persona: 'listingAgent' });
    expect(
      await within(panel).findByText('The mock serves demo, seed 1. Switching resets its data and signs you out.'),
    ).toBeInTheDocument();

    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Scenario' }), 'many-offers');
    const seed = within(panel).getByRole('textbox', { name: 'Seed' });
    await user.clear(seed);
    await user.type(seed, '2');
    expect(within(panel).getByRole('checkbox', { name: 'Sign back in as Maya Thornton' })).toBeChecked();
    await user.click(within(panel).getByRole('button', { name: 'Switch scenario' }));

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(await mockState()).toMatchObject({ scenario: 'many-offers', seed: 2 });
    expect(session.getState().user?.email).toBe(PERSONAS.listingAgent.email);
    expect(
      await within(panel).findByText(
        'The mock serves many-offers, seed 2. Switching resets its data and signs you out.',
      ),
    ).toBeInTheDocument();
  });

  it('switched without signing back in, lands on the sign-in screen, signed out', async () => {
    const { user, panel, router, session } = await renderWithPanel('/listings', { persona: 'admin' });
    await user.click(await within(panel).findByRole('checkbox', { name: 'Sign back in as Grace Whitfield' }));
    await user.click(within(panel).getByRole('button', { name: 'Switch scenario' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(session.getState().user).toBeNull();
  });

  it("moves the mock's clock, and the distance from the browser's time changes", async () => {
    const { user, panel } = await renderWithPanel('/', { persona: 'listingAgent' });
    // Signing in was a write: the mock's clock moved one second past the browser's.
    expect(
      await within(panel).findByText(
        /^Mock time: Monday, March 2, 2026 at 3:00\sPM UTC \(in 1 second for this browser\)$/,
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '+1 day' }));
    expect(
      await within(panel).findByText(
        /^Mock time: Tuesday, March 3, 2026 at 3:00\sPM UTC \(tomorrow for this browser\)$/,
      ),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: '+1 week' }));
    expect(await within(panel).findByText(/\(next week for this browser\)$/)).toBeInTheDocument();
    expect((await mockState()).clock).toBe('2026-03-10T15:00:01.000Z');
  });

  it('sets a fault on a route chosen from the contract, lists it by its route, and removes it', async () => {
    const { user, panel } = await renderWithPanel('/', { persona: 'listingAgent' });
    await user.selectOptions(await within(panel).findByRole('combobox', { name: 'Route' }), 'listings.getBySlug');
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Fault' }), 'timeout');
    await user.click(within(panel).getByRole('button', { name: 'Add fault' }));

    const onNow = await within(panel).findByRole('list', { name: 'On now' });
    expect(within(onNow).getByText('listings.getBySlug: fault timeout, 1 more')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mock panel (1 on)' })).toBeInTheDocument();

    await user.click(within(onNow).getByRole('button', { name: /^Remove: listings\.getBySlug/ }));
    expect(await within(panel).findByText('No latency, faults or holds are on.')).toBeInTheDocument();
  });

  it('shows the request journal: each request with its route, status, who sent it and the verdicts', async () => {
    const { panel } = await renderWithPanel('/listings', { persona: 'listingAgent' });
    const journal = await within(panel).findByRole('table', { name: /API requests, newest first/ });
    const row = within(journal)
      .getAllByRole('row')
      .find((candidate) => within(candidate).queryByText('listings.list'));
    expect(row).toBeDefined();
    expect(within(row!).getByText('200')).toBeInTheDocument();
    expect(within(row!).getByText(PERSONAS.listingAgent.email)).toBeInTheDocument();
    expect(within(row!).getByText('request fits; answer fits')).toBeInTheDocument();
  });

  it('keeps out of the way of a sales demo', async () => {
    renderPanelBeside(await renderRoute('/', { persona: 'listingAgent' }), { isDemoRunning: true });
    await act(() => Promise.resolve());
    expect(screen.queryByRole('button', { name: /^Mock panel/ })).toBeNull();
  });
});
