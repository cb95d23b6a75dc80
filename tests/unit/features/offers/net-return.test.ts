import { describe, expect, it } from 'vitest';
import {
  computeNetReturn,
  netReturnChange,
  type NetReturnListing,
  type NetReturnOffer,
} from '@/features/offers/lib/net-return';

// Figures worked out by hand for a $500,000 offer.
const nothingListing: NetReturnListing = {
  agentCommission: null,
  listingAgentCustomCommission: null,
  titleFeeTemplate: null,
  county: null,
  subtractFromMortage: null,
};

const plainOffer: NetReturnOffer = {
  purchasePrice: 500_000,
  sellerPaidBuyersBrokerCommission: null,
  hasSellerPaidClosingCosts: false,
  sellerPaidClosingCostsOnBehalfOfBuyer: null,
  isHomeWarranty: false,
  homeWarrantyCost: null,
  homeWarrantyPaidBy: null,
};

describe('computeNetReturn', () => {
  it('is the purchase price when nothing is deducted', () => {
    const result = computeNetReturn(nothingListing, plainOffer);
    expect(result.netReturn).toBe(500_000);
    expect(result.totalDeductions).toBe(0);
  });

  it.each([
    // 3% of 500,000 = 15,000
    [
      'listing commission',
      { ...nothingListing, agentCommission: { id: 1, name: '3%', formula: 'pp * 0.03' } },
      plainOffer,
      485_000,
    ],
    ['custom flat commission', { ...nothingListing, listingAgentCustomCommission: 2_500 }, plainOffer, 497_500],
    // 2.5% of 500,000 = 12,500
    [
      'seller-paid buyer broker commission',
      nothingListing,
      { ...plainOffer, sellerPaidBuyersBrokerCommission: { name: '2.5%', formula: 'pp * 0.025' } },
      487_500,
    ],
    [
      'seller-paid closing costs',
      nothingListing,
      { ...plainOffer, hasSellerPaidClosingCosts: true, sellerPaidClosingCostsOnBehalfOfBuyer: 7_000 },
      493_000,
    ],
    // 1,000 + 0.1% of 500,000 (500) + sqrt(500,000 / 2) (500) = 2,000
    [
      'title fee formulas',
      {
        ...nothingListing,
        titleFeeTemplate: {
          id: 1,
          name: 'Standard',
          fees: [
            { name: 'Settlement', formula: '1000' },
            { name: 'Insurance', formula: 'pp / 1000' },
            { name: 'Recording', formula: 'sqrt(pp / 2)' },
          ],
        },
      },
      plainOffer,
      498_000,
    ],
    // 500,000 / 500 * 1.7 = 1,700
    [
      'county conveyance fee',
      { ...nothingListing, county: { id: 1, name: 'King', conveyanceFeeFormula: '(pp / 500) * 1.7' } },
      plainOffer,
      498_300,
    ],
    ['subtract-from-mortgage amount', { ...nothingListing, subtractFromMortage: 210_000 }, plainOffer, 290_000],
    [
      'home warranty paid by the seller',
      nothingListing,
      { ...plainOffer, isHomeWarranty: true, homeWarrantyCost: 600, homeWarrantyPaidBy: 'seller' as const },
      499_400,
    ],
  ])('deducts the %s', (_name, listing, offer, expected) => {
    expect(computeNetReturn(listing, offer).netReturn).toBeCloseTo(expected, 6);
  });

  it('ignores switched-off closing costs and a warranty the buyer pays', () => {
    const offer: NetReturnOffer = {
      ...plainOffer,
      hasSellerPaidClosingCosts: false,
      sellerPaidClosingCostsOnBehalfOfBuyer: 7_000,
      isHomeWarranty: true,
      homeWarrantyCost: 600,
      homeWarrantyPaidBy: 'buyer',
    };
    expect(computeNetReturn(nothingListing, offer).netReturn).toBe(500_000);
  });

  it('ignores a warranty that is switched off even when the seller would pay it', () => {
    const offer: NetReturnOffer = {
      ...plainOffer,
      isHomeWarranty: false,
      homeWarrantyCost: 600,
      homeWarrantyPaidBy: 'seller',
    };
    expect(computeNetReturn(nothingListing, offer).netReturn).toBe(500_000);
  });

  it('adds every deduction together', () => {
    const listing: NetReturnListing = {
      agentCommission: { id: 1, name: '3%', formula: 'pp * 0.03' }, // 15,000
      listingAgentCustomCommission: 2_500,
      titleFeeTemplate: { id: 1, name: 'T', fees: [{ name: 'Settlement', formula: '1000' }] },
      county: { id: 1, name: 'King', conveyanceFeeFormula: '(pp / 500) * 1.7' }, // 1,700
      subtractFromMortage: 210_000,
    };
    const offer: NetReturnOffer = {
      purchasePrice: 500_000,
      sellerPaidBuyersBrokerCommission: { name: '2.5%', formula: 'pp * 0.025' }, // 12,500
      hasSellerPaidClosingCosts: true,
      sellerPaidClosingCostsOnBehalfOfBuyer: 7_000,
      isHomeWarranty: true,
      homeWarrantyCost: 600,
      homeWarrantyPaidBy: 'seller',
    };
    // 15,000 + 2,500 + 12,500 + 7,000 + 1,000 + 1,700 + 210,000 + 600 = 250,300
    const result = computeNetReturn(listing, offer);
    expect(result.totalDeductions).toBeCloseTo(250_300, 6);
    expect(result.netReturn).toBeCloseTo(249_700, 6);
  });

  it('evaluates formulas at the offer price, so a higher price raises the commission too', () => {
    const listing = { ...nothingListing, agentCommission: { id: 1, name: '3%', formula: 'pp * 0.03' } };
    // 600,000 - 18,000
    expect(computeNetReturn(listing, { ...plainOffer, purchasePrice: 600_000 }).netReturn).toBeCloseTo(582_000, 6);
  });

  it('counts a formula that is not finite as nothing rather than breaking the figure', () => {
    const listing = { ...nothingListing, agentCommission: { id: 1, name: 'broken', formula: '1 / 0' } };
    expect(computeNetReturn(listing, plainOffer).netReturn).toBe(500_000);
  });

  it('never runs a formula as JavaScript', () => {
    const listing = { ...nothingListing, agentCommission: { id: 1, name: 'evil', formula: 'alert(1)' } };
    expect(computeNetReturn(listing, plainOffer).netReturn).toBe(500_000);
  });
});

describe('netReturnChange', () => {
  it('is what a version is worth to the sellers over the one before it', () => {
    const listing = { ...nothingListing, agentCommission: { id: 1, name: '3%', formula: 'pp * 0.03' } };
    const before = computeNetReturn(listing, plainOffer); // 485,000
    const after = computeNetReturn(listing, { ...plainOffer, purchasePrice: 510_000 }); // 494,700
    expect(netReturnChange(after, before)).toBeCloseTo(9_700, 6);
    expect(netReturnChange(before, after)).toBeCloseTo(-9_700, 6);
    expect(netReturnChange(before, null)).toBeNull();
  });
});
