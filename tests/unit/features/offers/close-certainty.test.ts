import { describe, expect, it } from 'vitest';
import {
  closeCertainty,
  factorLine,
  type CertaintyFactorId,
  type CertaintyOffer,
} from '@/features/offers/lib/decisions/close-certainty';
import { CLOSE_CERTAINTY_WEIGHTS } from '@/features/offers/lib/decisions/close-certainty-weights';

// Hand-worked scores for a $500,000 offer submitted on March 1, 2026.
const base: CertaintyOffer = {
  purchasePrice: 500_000,
  financingType: 'cash',
  isBuyerAppraisalGapCoverage: false,
  buyerAppraisalGapCoverage: null,
  isOfferContingentOnAnotherPropertySale: false,
  contingentPropertyStatus: null,
  hasEarnestMoney: true,
  earnestMoneyAmount: 15_000,
  inspections: [],
  closingDate: '2026-03-29',
  createdAt: '2026-03-01T18:30:00.000Z',
};

const line = (offer: Partial<CertaintyOffer>, id: CertaintyFactorId): string => {
  const factor = closeCertainty({ ...base, ...offer }).factors.find((f) => f.id === id);
  if (!factor) throw new Error(`no factor ${id}`);
  return factorLine(factor);
};

describe('close certainty', () => {
  it('the weights give 100 at most', () => {
    const maxima = Object.values(CLOSE_CERTAINTY_WEIGHTS).map((factor) => factor.max);
    expect(maxima.reduce((sum, max) => sum + max, 0)).toBe(100);
  });

  it('an all-cash offer with 3% earnest money, no contingency, no inspections, closing in 28 days scores 100', () => {
    const certainty = closeCertainty(base);
    expect(certainty.factors.map(factorLine)).toEqual([
      'Cash: +30',
      'Cash needs no appraisal: +15',
      'No sale contingency: +20',
      'Earnest money $15,000 (3.0% of the price): +15',
      'No inspections: +10',
      'Closes 28 days after the offer: +10',
    ]);
    expect(certainty.score).toBe(100);
  });

  it('financing: cash highest, then the loans', () => {
    expect(line({ financingType: 'conventional' }, 'financing')).toBe('Conventional: +22');
    expect(line({ financingType: 'fha' }, 'financing')).toBe('FHA: +18');
    expect(line({ financingType: 'mortgage' }, 'financing')).toBe('Private Mortgage Friend/Relative/Etc: +10');
  });

  it('appraisal gap: coverage as a share of the price', () => {
    const loan = { financingType: 'conventional' as const, isBuyerAppraisalGapCoverage: true };
    expect(line({ ...loan, buyerAppraisalGapCoverage: 50_000 }, 'appraisalGap')).toBe(
      'Appraisal gap covered up to $50,000 (10.0% of the price): +15',
    );
    expect(line({ ...loan, buyerAppraisalGapCoverage: 30_000 }, 'appraisalGap')).toBe(
      'Appraisal gap covered up to $30,000 (6.0% of the price): +10',
    );
    expect(line({ ...loan, buyerAppraisalGapCoverage: 10_000 }, 'appraisalGap')).toBe(
      'Appraisal gap covered up to $10,000 (2.0% of the price): +6',
    );
    expect(line({ ...loan, buyerAppraisalGapCoverage: 5_000 }, 'appraisalGap')).toBe(
      'Appraisal gap covered up to $5,000 (1.0% of the price): +3',
    );
    expect(line({ financingType: 'conventional' }, 'appraisalGap')).toBe('No appraisal gap coverage: +0');
    // A switched-off coverage counts as none, whatever amount is left in the field.
    expect(line({ financingType: 'va', buyerAppraisalGapCoverage: 50_000 }, 'appraisalGap')).toBe(
      'No appraisal gap coverage: +0',
    );
  });

  it('sale contingency: none, or how far the other sale has got', () => {
    const contingent = { isOfferContingentOnAnotherPropertySale: true };
    expect(line({ ...contingent, contingentPropertyStatus: 'pending_offer' }, 'saleContingency')).toBe(
      'Depends on selling a home that is Pending offer: +12',
    );
    expect(line({ ...contingent, contingentPropertyStatus: 'active_in_mls' }, 'saleContingency')).toBe(
      'Depends on selling a home that is Active in MLS: +5',
    );
    expect(line({ ...contingent, contingentPropertyStatus: 'pending_for_listing' }, 'saleContingency')).toBe(
      'Depends on selling a home that is Preparing for Listing: +2',
    );
  });

  it('earnest money: as a share of the price', () => {
    expect(line({ earnestMoneyAmount: 10_000 }, 'earnestMoney')).toBe('Earnest money $10,000 (2.0% of the price): +12');
    expect(line({ earnestMoneyAmount: 7_500 }, 'earnestMoney')).toBe('Earnest money $7,500 (1.5% of the price): +8');
    expect(line({ earnestMoneyAmount: 1_000 }, 'earnestMoney')).toBe('Earnest money $1,000 (0.2% of the price): +4');
    expect(line({ hasEarnestMoney: false, earnestMoneyAmount: 0 }, 'earnestMoney')).toBe('No earnest money: +0');
  });

  it('inspections: one point per enabled inspection and per started week of the longest', () => {
    const inspections: CertaintyOffer['inspections'] = [
      { type: 'general', days: 10, paidBy: 'buyer', isEnabled: true },
      { type: 'radon', days: 5, paidBy: 'buyer', isEnabled: true },
      { type: 'mold', days: 60, paidBy: 'buyer', isEnabled: false },
    ];
    // 10 - 2 inspections - 2 started weeks of 10 days = 6; the disabled 60 days do not count.
    expect(line({ inspections }, 'inspections')).toBe('2 inspections, the longest 10 days: +6');
    const long = Array.from({ length: 7 }, () => ({
      type: 'other' as const,
      days: 90 as const,
      paidBy: 'buyer' as const,
      isEnabled: true,
    }));
    expect(line({ inspections: long }, 'inspections')).toBe('7 inspections, the longest 90 days: +0');
  });

  it('days to closing: from the offer’s own date, never from today', () => {
    expect(line({ closingDate: '2026-04-15' }, 'closing')).toBe('Closes 45 days after the offer: +8');
    expect(line({ closingDate: '2026-04-30' }, 'closing')).toBe('Closes 60 days after the offer: +5');
    expect(line({ closingDate: '2026-05-01' }, 'closing')).toBe('Closes 61 days after the offer: +2');
    expect(line({ closingDate: '2026-02-27' }, 'closing')).toBe('Closing date before the offer: +0');
  });

  it('a financed, contingent offer adds its factors up', () => {
    const certainty = closeCertainty({
      ...base,
      financingType: 'fha',
      isOfferContingentOnAnotherPropertySale: true,
      contingentPropertyStatus: 'active_in_mls',
      earnestMoneyAmount: 5_000,
      inspections: [{ type: 'general', days: 14, paidBy: 'buyer', isEnabled: true }],
      closingDate: '2026-04-20',
    });
    // 18 + 0 + 5 + 8 (1.0%) + (10 - 1 - 2) + 5 (50 days)
    expect(certainty.score).toBe(43);
  });
});
