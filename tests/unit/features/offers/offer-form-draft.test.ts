import { describe, expect, it } from 'vitest';
import { clearOfferDraft, readOfferDraft, saveOfferDraft } from '@/features/offers/lib/offer-form/offer-form-draft';
import { emptyOfferFormValues } from '@/features/offers/lib/offer-form/offer-form-values';

const memoryStore = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
};

describe('the signed-out visitor’s offer draft', () => {
  it('comes back as typed for the same listing, without the files, and is gone once cleared', () => {
    const store = memoryStore();
    const typed = {
      ...emptyOfferFormValues(),
      purchasePrice: '455,000',
      financingType: 'va' as const,
      hasEarnestMoney: true,
      buyers: [{ name: 'Dana Mertz' }, { name: 'Lee Mertz' }],
      sellerPaidBuyersBrokerCommissionId: '2',
      sellerPaidBuyersBrokerCommission: { name: '2.5% + $500', formula: 'pp * 0.025 + 500' },
      documents: [new File(['x'], 'offer.pdf')],
    };
    typed.inspections[2] = { ...typed.inspections[2], isEnabled: true, days: '14', paidBy: 'seller' };

    saveOfferDraft('12-elm-street', typed, store);

    expect(readOfferDraft('another-listing', store)).toBeNull();
    expect(readOfferDraft('12-elm-street', store)).toEqual({ ...typed, documents: [] });
    clearOfferDraft('12-elm-street', store);
    expect(readOfferDraft('12-elm-street', store)).toBeNull();
  });

  it('keeps what still fits from a damaged draft and ignores one that is not JSON', () => {
    const store = memoryStore();
    store.setItem(
      'offer_draft:a',
      JSON.stringify({ purchasePrice: 300000, financingType: 5, buyers: 'Dana', inspections: null }),
    );
    expect(readOfferDraft('a', store)).toEqual({ ...emptyOfferFormValues(), purchasePrice: 300000 });

    store.setItem('offer_draft:b', '{not json');
    expect(readOfferDraft('b', store)).toBeNull();
  });
});
