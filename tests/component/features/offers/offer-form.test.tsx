import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute, server } from '../../render';
import { field } from '../../support/fields';

// Seeded demo listings (fixtures/scenarios/parts/harbor-listings.ts): an Active one nobody
// has bid on, with one buyer broker structure ('3% of price', pp * 0.03), and a Pending one.
const ACTIVE = '5179-ne-klickitat-street-portland';
const PENDING = '4930-bryant-road-lake-oswego';
// buyers.agent's offer 12 on listing 35 (Active), which listing.agent may counter.
const OFFER_12 = '/listings/s/35/offers/12';

const fieldError = (label: string) => {
  const input = field(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((part) => part.includes('error'));
  return id ? document.getElementById(id)?.textContent : undefined;
};

// The whole form mounts in each test: some 40 Mantine fields take seconds under jsdom on a busy machine.
const SLOW = 40_000;

describe('the offer form', () => {
  it(
    'shows the spec’s messages under the fields it cannot send',
    async () => {
      const { user, router } = await renderRoute(`/submit-offer/${ACTIVE}`, { persona: 'buyersAgent' });
      await screen.findByLabelText(/^Purchase price/);

      await user.type(field('Purchase price'), '0');
      await user.click(screen.getByLabelText('Earnest money'));
      await user.click(screen.getByText('Submit offer'));

      expect(await screen.findAllByText('This field is required')).not.toHaveLength(0);
      expect(fieldError('Purchase price')).toBe('Please enter a valid number greater than 0');
      expect(fieldError('Financing type')).toBe('This field is required');
      expect(fieldError('Earnest money amount')).toBe('This field is required');
      expect(fieldError('Closing date')).toBe('This field is required');
      expect(fieldError('Buyer 1')).toBe('This field is required');
      expect(currentPath(router)).toBe(`/submit-offer/${ACTIVE}`);
    },
    SLOW,
  );

  it(
    'keeps every value and shows the server’s message in the danger alert when the save fails',
    async () => {
      server.use(
        http.post('*/api/v1/offers', () =>
          HttpResponse.json({ success: false, message: 'The offer could not be stored' }, { status: 500 }),
        ),
      );
      const { user, router } = await renderRoute(`/submit-offer/${ACTIVE}`, { persona: 'buyersAgent' });
      await screen.findByLabelText(/^Purchase price/);

      await user.type(field('Purchase price'), '455000');
      await user.selectOptions(field('Financing type'), 'Conventional');
      await user.type(field('Lender name'), 'Margie Conn');
      await user.type(field('Buyer 1'), 'Dana Mertz');
      fireEvent.change(field('Closing date'), { target: { value: '2026-05-01' } });
      fireEvent.change(field('Possession date'), { target: { value: '2026-05-03' } });
      await user.click(screen.getByText('Submit offer'));

      expect(await screen.findByRole('alert')).toHaveTextContent('The offer could not be stored');
      expect(field('Purchase price')).toHaveValue('$455,000');
      expect(field('Financing type')).toHaveValue('conventional');
      expect(field('Lender name')).toHaveValue('Margie Conn');
      expect(field('Buyer 1')).toHaveValue('Dana Mertz');
      expect(field('Closing date')).toHaveValue('2026-05-01');
      expect(currentPath(router)).toBe(`/submit-offer/${ACTIVE}`);
    },
    SLOW,
  );

  it(
    'says why a listing that is not Active takes no offer, instead of the form',
    async () => {
      await renderRoute(`/submit-offer/${PENDING}`, { persona: 'buyersAgent' });

      expect(
        await screen.findByText("Buyers' agents can only submit offers on Active properties. This listing is Pending."),
      ).toBeVisible();
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'lets the buying agent choose and modify the buyer broker commission, and a countering listing agent only choose',
    async () => {
      const submit = await renderRoute(`/submit-offer/${ACTIVE}`, { persona: 'buyersAgent' });
      await screen.findByLabelText(/^Purchase price/);
      const commission = field('Buyer broker commission');
      expect(
        within(commission)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No buyer broker commission', '3% of price']);
      await submit.user.selectOptions(commission, '3% of price');
      expect(field('Commission formula')).toHaveValue('pp * 0.03');
      await submit.user.clear(field('Commission formula'));
      await submit.user.type(field('Commission formula'), 'pp * 0.025');
      expect(field('Commission formula')).toHaveValue('pp * 0.025');
      submit.router.dispose();

      await renderRoute(`${OFFER_12}/counteroffer`, { persona: 'listingAgent' });
      await screen.findByLabelText(/^Purchase price/);
      expect(field('Buyer broker commission')).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Commission formula/)).not.toBeInTheDocument();
      expect(screen.queryByLabelText(/^Commission name/)).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'starts an edit from the current version, and saving makes a new version and opens the offer page',
    async () => {
      const { user, router } = await renderRoute(`${OFFER_12}/edit`, { persona: 'buyersAgent' });
      const before = successBody(await tsr.offers.get.query({ params: { offerId: 12 } }));
      const price = await screen.findByLabelText(/^Purchase price/);
      expect(price).toHaveValue(`$${before.purchasePrice.toLocaleString('en-US')}`);
      expect(field('Buyer 1')).toHaveValue(before.buyers[0]);

      // Lower, so that an escalation clause's maximum stays above the price.
      const lower = before.purchasePrice - 5000;
      await user.clear(price);
      await user.type(price, String(lower));
      await user.click(screen.getByText('Save changes'));

      await waitFor(() => expect(currentPath(router)).toBe(OFFER_12));
      const versions = successBody(
        await tsr.offers.versions.query({ params: { offerId: 12 }, query: { perPage: 9999 } }),
      ).data;
      expect(versions.map((version) => version.versionType)).toEqual(['edit', 'counteroffer', 'initial']);
      expect(versions[0]).toMatchObject({
        purchasePrice: lower,
        buyers: before.buyers,
        financingType: before.financingType,
      });
      expect(versions[0].documents.map((document) => document.id)).toEqual(
        before.documents.map((document) => document.id),
      );
    },
    SLOW,
  );
});
