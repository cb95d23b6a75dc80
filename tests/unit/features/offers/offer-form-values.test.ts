import { ChangeOfferBodySchema, CreateOfferBodySchema, type Offer } from '@contract/schemas/offer';
import { describe, expect, it } from 'vitest';
import { toChangeOfferBody, toCreateOfferBody, toOfferTerms } from '@/features/offers/lib/offer-form/offer-form-body';
import { offerFormValuesOf } from '@/features/offers/lib/offer-form/offer-form-prefill';
import { DATE_FORMAT } from '@contract/schemas/common';
import { ESCALATION_ABOVE_PRICE } from '@contract/schemas/offer';
import { offerFormSchema } from '@/features/offers/lib/offer-form/offer-form-schema';
import { emptyOfferFormValues, type OfferFormValues } from '@/features/offers/lib/offer-form/offer-form-values';
import { makeOffer } from './offer-fixture';

/** A complete offer a buyers' agent could have typed: every section on. */
const filledValues = (): OfferFormValues => {
  const values = emptyOfferFormValues();
  return {
    ...values,
    purchasePrice: '512,000',
    financingType: 'fha',
    lenderName: ' Margie Conn ',
    lenderCompany: 'Columbia River Home Loans',
    lenderEmail: 'margie@lender.test',
    lenderPhone: '(503) 555-4441',
    hasSellerPaidClosingCosts: true,
    sellerPaidClosingCostsOnBehalfOfBuyer: 12000,
    hasEarnestMoney: true,
    earnestMoneyAmount: '10,500.50',
    earnestMoneyHeldBy: 'title_escrow_company',
    earnestMoneyType: 'electronic',
    earnestMoneyDepositedUpon: 'acceptance',
    inspections: values.inspections.map((inspection) =>
      inspection.type === 'general'
        ? { ...inspection, isEnabled: true, days: '7' }
        : inspection.type === 'radon'
          ? { ...inspection, isEnabled: true, days: '21', paidBy: 'seller' }
          : inspection,
    ),
    isBuyerAppraisalGapCoverage: true,
    buyerAppraisalGapCoverage: 15000,
    isEscalationClause: true,
    escalationClauseMaximumPurchasePrice: 540000,
    escalationClauseAmountToExceedNextOfferBy: 2500,
    isOfferContingentOnAnotherPropertySale: true,
    contingentPropertyAddress: '12 Elm Street, Portland',
    contingentPropertyStatus: 'pending_for_listing',
    contingentPropertyClosingDate: '2026-04-15',
    isHomeWarranty: true,
    homeWarrantyCompany: 'First American Home Warranty',
    homeWarrantyCost: 650,
    homeWarrantyPaidBy: 'seller',
    sellerPaidBuyersBrokerCommissionId: '3',
    sellerPaidBuyersBrokerCommission: { name: '2% of price', formula: 'pp * 0.02 + 250' },
    closingDate: '2026-05-01',
    possessionDate: '2026-05-03',
    isHighestAndBestOffer: 'yes',
    buyersAgentNote: 'They love the garden.',
    note: '',
    titleCompanyName: 'Cascade Title',
    buyers: [{ name: 'Dana Mertz' }, { name: ' Lee Mertz ' }],
  };
};

const messagesOf = (values: OfferFormValues): Record<string, string> => {
  const result = offerFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('offer form values to the API body', () => {
  it('sends every term of a filled-in offer, amounts as numbers and texts trimmed', () => {
    const pdf = new File(['%PDF-1.4'], 'pre-approval.pdf', { type: 'application/pdf' });
    const body = toCreateOfferBody({ ...filledValues(), documents: [pdf] }, 35);

    expect(body).toEqual({
      listingId: 35,
      documents: [pdf],
      purchasePrice: 512000,
      financingType: 'fha',
      lenderName: 'Margie Conn',
      lenderCompany: 'Columbia River Home Loans',
      lenderEmail: 'margie@lender.test',
      lenderPhone: '(503) 555-4441',
      hasSellerPaidClosingCosts: true,
      sellerPaidClosingCostsOnBehalfOfBuyer: 12000,
      hasEarnestMoney: true,
      earnestMoneyAmount: 10500.5,
      earnestMoneyHeldBy: 'title_escrow_company',
      earnestMoneyType: 'electronic',
      earnestMoneyDepositedUpon: 'acceptance',
      inspections: [
        { type: 'general', days: 7, paidBy: 'buyer', isEnabled: true },
        { type: 'radon', days: 21, paidBy: 'seller', isEnabled: true },
      ],
      isBuyerAppraisalGapCoverage: true,
      buyerAppraisalGapCoverage: 15000,
      isEscalationClause: true,
      escalationClauseMaximumPurchasePrice: 540000,
      escalationClauseAmountToExceedNextOfferBy: 2500,
      isOfferContingentOnAnotherPropertySale: true,
      contingentPropertyAddress: '12 Elm Street, Portland',
      contingentPropertyStatus: 'pending_for_listing',
      contingentPropertyClosingDate: '2026-04-15',
      isHomeWarranty: true,
      homeWarrantyCompany: 'First American Home Warranty',
      homeWarrantyCost: 650,
      homeWarrantyPaidBy: 'seller',
      sellerPaidBuyersBrokerCommissionId: 3,
      sellerPaidBuyersBrokerCommission: { name: '2% of price', formula: 'pp * 0.02 + 250' },
      closingDate: '2026-05-01',
      possessionDate: '2026-05-03',
      isHighestAndBestOffer: true,
      buyersAgentNote: 'They love the garden.',
      note: null,
      titleCompanyName: 'Cascade Title',
      buyers: ['Dana Mertz', 'Lee Mertz'],
    });
    expect(CreateOfferBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends a switched-off section as off with its details null, even when they were typed', () => {
    const values: OfferFormValues = {
      ...filledValues(),
      financingType: 'cash',
      hasSellerPaidClosingCosts: false,
      hasEarnestMoney: false,
      isBuyerAppraisalGapCoverage: false,
      isEscalationClause: false,
      isOfferContingentOnAnotherPropertySale: false,
      isHomeWarranty: false,
      sellerPaidBuyersBrokerCommissionId: null,
      isHighestAndBestOffer: 'unknown',
    };
    expect(toOfferTerms(values)).toMatchObject({
      lenderName: null,
      lenderCompany: null,
      lenderEmail: null,
      lenderPhone: null,
      sellerPaidClosingCostsOnBehalfOfBuyer: null,
      hasEarnestMoney: false,
      earnestMoneyAmount: 0,
      earnestMoneyHeldBy: null,
      earnestMoneyType: null,
      earnestMoneyDepositedUpon: null,
      buyerAppraisalGapCoverage: null,
      escalationClauseMaximumPurchasePrice: null,
      escalationClauseAmountToExceedNextOfferBy: null,
      contingentPropertyAddress: null,
      contingentPropertyStatus: null,
      contingentPropertyClosingDate: null,
      homeWarrantyCompany: null,
      homeWarrantyCost: null,
      homeWarrantyPaidBy: null,
      sellerPaidBuyersBrokerCommissionId: null,
      sellerPaidBuyersBrokerCommission: null,
      isHighestAndBestOffer: null,
    });
  });
});

describe('counteroffer and edit start from the current version', () => {
  const terms = toOfferTerms(filledValues());
  // A counteroffer on these terms; the form reads only the terms and the documents.
  const current: Offer = makeOffer({
    ...terms,
    // The API may list inspections in any order, and keep a disabled one with its days.
    inspections: [
      { type: 'radon', days: 21, paidBy: 'seller', isEnabled: true },
      { type: 'septic', days: 90, paidBy: 'buyer', isEnabled: false },
      { type: 'general', days: 7, paidBy: 'buyer', isEnabled: true },
    ],
    id: 12,
    versionType: 'counteroffer',
    versionNumber: 1,
    submittingSide: 'sellers_agent',
    documents: [
      {
        id: 7,
        name: 'pre-approval',
        fileName: 'pre-approval.pdf',
        path: 'offers/12/documents/7/pre-approval.pdf',
        downloadUrl: '/api/v1/offers/12/documents/7',
      },
      {
        id: 9,
        name: 'proof',
        fileName: 'proof.pdf',
        path: 'offers/12/documents/9/proof.pdf',
        downloadUrl: '/api/v1/offers/12/documents/9',
      },
    ],
  });

  it('prefills every term, so sending the form unchanged sends the same terms and keeps the documents', () => {
    const values = offerFormValuesOf(current);
    const body = toChangeOfferBody(values);
    const { inspections, documents, keepDocumentIds, ...rest } = body;
    const { inspections: _typed, ...typedTerms } = terms;

    expect(rest).toEqual(typedTerms);
    expect(documents).toEqual([]);
    expect(keepDocumentIds).toEqual([7, 9]);
    expect(inspections).toEqual([
      { type: 'general', days: 7, paidBy: 'buyer', isEnabled: true },
      { type: 'radon', days: 21, paidBy: 'seller', isEnabled: true },
      { type: 'septic', days: 90, paidBy: 'buyer', isEnabled: false },
    ]);
    expect(ChangeOfferBodySchema.safeParse(body).success).toBe(true);
  });

  it('gives the same values back for a version made from them (values → body → version → values)', () => {
    const values = { ...offerFormValuesOf(current), documents: [], keepDocumentIds: [7, 9] };
    const again = offerFormValuesOf({ ...current, ...toOfferTerms(values) });
    expect(again).toEqual(values);
  });

  it('shows no earnest money amount when the version has none (0 means none)', () => {
    const values = offerFormValuesOf({ ...current, hasEarnestMoney: false, earnestMoneyAmount: 0 });
    expect(values.earnestMoneyAmount).toBe('');
    expect(toOfferTerms(values).earnestMoneyAmount).toBe(0);
  });
});

describe('offer form validation messages (spec section 5)', () => {
  it('accepts a complete offer', () => {
    expect(messagesOf(filledValues())).toEqual({});
  });

  it('asks for the required terms of an empty form', () => {
    expect(messagesOf(emptyOfferFormValues())).toEqual({
      purchasePrice: 'This field is required',
      financingType: 'This field is required',
      closingDate: 'This field is required',
      possessionDate: 'This field is required',
      'buyers.0.name': 'This field is required',
    });
  });

  it('tells a number that is not one from a number that is not above 0', () => {
    expect(messagesOf({ ...filledValues(), purchasePrice: '12abc' }).purchasePrice).toBe('Please enter a valid number');
    expect(messagesOf({ ...filledValues(), purchasePrice: 0 }).purchasePrice).toBe(
      'Please enter a valid number greater than 0',
    );
    expect(messagesOf({ ...filledValues(), homeWarrantyCost: '0.00' }).homeWarrantyCost).toBe(
      'Please enter a valid number greater than 0',
    );
    expect(messagesOf({ ...filledValues(), buyerAppraisalGapCoverage: '1.2.3' }).buyerAppraisalGapCoverage).toBe(
      'Please enter a valid number',
    );
  });

  it('requires the details of every switched-on section, and nothing of a switched-off one', () => {
    const on = {
      ...emptyOfferFormValues(),
      ...{ purchasePrice: 400000, financingType: 'cash', closingDate: '2026-05-01', possessionDate: '2026-05-01' },
      buyers: [{ name: 'Dana' }],
      hasSellerPaidClosingCosts: true,
      hasEarnestMoney: true,
      isBuyerAppraisalGapCoverage: true,
      isEscalationClause: true,
      isOfferContingentOnAnotherPropertySale: true,
      isHomeWarranty: true,
      sellerPaidBuyersBrokerCommissionId: '1',
    } satisfies OfferFormValues;
    on.inspections[0] = { ...on.inspections[0], isEnabled: true };

    expect(messagesOf(on)).toEqual({
      sellerPaidClosingCostsOnBehalfOfBuyer: 'This field is required',
      earnestMoneyAmount: 'This field is required',
      earnestMoneyHeldBy: 'This field is required',
      earnestMoneyType: 'This field is required',
      earnestMoneyDepositedUpon: 'This field is required',
      'inspections.0.days': 'This field is required',
      buyerAppraisalGapCoverage: 'This field is required',
      escalationClauseMaximumPurchasePrice: 'This field is required',
      escalationClauseAmountToExceedNextOfferBy: 'This field is required',
      contingentPropertyAddress: 'This field is required',
      contingentPropertyStatus: 'This field is required',
      homeWarrantyCost: 'This field is required',
      homeWarrantyPaidBy: 'This field is required',
      'sellerPaidBuyersBrokerCommission.name': 'This field is required',
      'sellerPaidBuyersBrokerCommission.formula': 'This field is required',
    });
  });

  it('checks the lender, the escalation maximum, long texts, dates and the commission formula', () => {
    const messages = messagesOf({
      ...filledValues(),
      lenderEmail: 'margie@',
      lenderPhone: '(012) 555-4441',
      escalationClauseMaximumPurchasePrice: 512000,
      titleCompanyName: 'x'.repeat(256),
      possessionDate: '2026-02-31',
      sellerPaidBuyersBrokerCommission: { name: '2%', formula: 'pp * 0.02 +' },
    });
    expect(messages).toMatchObject({
      lenderEmail: 'Invalid email address',
      lenderPhone: 'Phone number must be a valid US phone number',
      escalationClauseMaximumPurchasePrice: ESCALATION_ABOVE_PRICE,
      titleCompanyName: 'This field should not exceed 255 characters',
      possessionDate: DATE_FORMAT,
    });
    expect(messages['sellerPaidBuyersBrokerCommission.formula']).toEqual(expect.any(String));
  });

  it('ignores the lender details of a financing type without a lender', () => {
    expect(messagesOf({ ...filledValues(), financingType: 'cash', lenderEmail: 'not an e-mail' })).toEqual({});
  });
});
