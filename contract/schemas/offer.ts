import { z } from 'zod';
import {
  DateSchema,
  DateTimeSchema,
  EmailSchema,
  FileSchema,
  IdInputSchema,
  IdSchema,
  LinkSchema,
  MAX_LONG_TEXT,
  MAX_TEXT,
  MoneySchema,
  optionalText,
  PhoneSchema,
  PositiveMoneySchema,
  requiredText,
} from './common';
import {
  ContingentPropertyStatusSchema,
  EarnestMoneyDepositedUponSchema,
  EarnestMoneyHeldBySchema,
  EarnestMoneyTypeSchema,
  FinancingTypeSchema,
  InspectionDaysSchema,
  InspectionTypeSchema,
  OfferVersionTypeSchema,
  PaidBySchema,
  SubmittingSideSchema,
} from './enums';
import { MESSAGES } from './messages';
import { CommissionSchema } from './templates';
import { PersonSchema } from './user';

export const InspectionSchema = z.object({
  type: InspectionTypeSchema,
  days: InspectionDaysSchema,
  paidBy: PaidBySchema,
  isEnabled: z.boolean(),
});
export type Inspection = z.infer<typeof InspectionSchema>;

export const OfferDocumentSchema = z.object({
  id: IdSchema,
  name: z.string(),
  fileName: z.string(),
  path: z.string(),
  downloadUrl: LinkSchema.describe('GET it with the session to download the file'),
});
export type OfferDocument = z.infer<typeof OfferDocumentSchema>;

const optionalMoney = MoneySchema.nullable().optional();

/**
 * The offer's terms: what the buying agent fills in and what a counteroffer
 * or an edit changes. The same fields appear on every version.
 */
export const OfferTermsSchema = z.object({
  purchasePrice: PositiveMoneySchema,
  financingType: FinancingTypeSchema,
  lenderName: optionalText(),
  lenderCompany: optionalText(),
  lenderEmail: EmailSchema.nullable().optional(),
  lenderPhone: PhoneSchema.nullable().optional(),
  hasSellerPaidClosingCosts: z.boolean(),
  sellerPaidClosingCostsOnBehalfOfBuyer: optionalMoney,
  isOfferContingentOnAnotherPropertySale: z.boolean(),
  contingentPropertyAddress: optionalText(),
  contingentPropertyStatus: ContingentPropertyStatusSchema.nullable().optional(),
  contingentPropertyClosingDate: DateSchema.nullable().optional(),
  isBuyerAppraisalGapCoverage: z.boolean(),
  buyerAppraisalGapCoverage: optionalMoney,
  sellerPaidBuyersBrokerCommissionId: IdInputSchema.nullable().optional(),
  sellerPaidBuyersBrokerCommission: CommissionSchema.nullable().optional(),
  isEscalationClause: z.boolean(),
  escalationClauseMaximumPurchasePrice: optionalMoney,
  escalationClauseAmountToExceedNextOfferBy: optionalMoney,
  hasEarnestMoney: z.boolean(),
  earnestMoneyAmount: MoneySchema.describe('0 means no earnest money'),
  earnestMoneyHeldBy: EarnestMoneyHeldBySchema.nullable().optional(),
  earnestMoneyType: EarnestMoneyTypeSchema.nullable().optional(),
  earnestMoneyDepositedUpon: EarnestMoneyDepositedUponSchema.nullable().optional(),
  isHomeWarranty: z.boolean(),
  homeWarrantyCompany: optionalText(),
  homeWarrantyCost: optionalMoney,
  homeWarrantyPaidBy: PaidBySchema.nullable().optional(),
  closingDate: DateSchema,
  possessionDate: DateSchema,
  inspections: z.array(InspectionSchema).max(InspectionTypeSchema.options.length),
  isHighestAndBestOffer: z.boolean().nullable().describe('null: unknown'),
  buyersAgentNote: optionalText(MAX_LONG_TEXT),
  note: optionalText(MAX_LONG_TEXT),
  titleCompanyName: optionalText(),
  buyers: z.array(requiredText()).min(1, MESSAGES.required).max(10),
});
export type OfferTerms = z.infer<typeof OfferTermsSchema>;

type TermsForRules = Pick<
  OfferTerms,
  | 'purchasePrice'
  | 'hasSellerPaidClosingCosts'
  | 'sellerPaidClosingCostsOnBehalfOfBuyer'
  | 'isOfferContingentOnAnotherPropertySale'
  | 'contingentPropertyAddress'
  | 'contingentPropertyStatus'
  | 'isBuyerAppraisalGapCoverage'
  | 'buyerAppraisalGapCoverage'
  | 'isEscalationClause'
  | 'escalationClauseMaximumPurchasePrice'
  | 'escalationClauseAmountToExceedNextOfferBy'
  | 'hasEarnestMoney'
  | 'earnestMoneyAmount'
  | 'earnestMoneyHeldBy'
  | 'earnestMoneyType'
  | 'earnestMoneyDepositedUpon'
  | 'isHomeWarranty'
  | 'homeWarrantyCost'
  | 'homeWarrantyPaidBy'
  | 'inspections'
>;

export const ESCALATION_ABOVE_PRICE = 'The escalation maximum must be greater than the purchase price';

/**
 * The rules between fields: a switched-on section needs its details. Exported
 * so the client's form (which extends the schema with UI-only fields) applies
 * exactly the rules the API applies.
 */
export const offerTermsRules = (terms: TermsForRules, ctx: z.RefinementCtx) => {
  const require = (present: boolean, path: keyof TermsForRules, message: string = MESSAGES.required) => {
    if (!present) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
  };
  const positive = (value: number | null | undefined) => typeof value === 'number' && value > 0;

  if (terms.hasSellerPaidClosingCosts) {
    require(positive(
      terms.sellerPaidClosingCostsOnBehalfOfBuyer,
    ), 'sellerPaidClosingCostsOnBehalfOfBuyer', MESSAGES.positiveNumber);
  }
  if (terms.isOfferContingentOnAnotherPropertySale) {
    require(!!terms.contingentPropertyAddress, 'contingentPropertyAddress');
    require(!!terms.contingentPropertyStatus, 'contingentPropertyStatus');
  }
  if (terms.isBuyerAppraisalGapCoverage) {
    require(positive(terms.buyerAppraisalGapCoverage), 'buyerAppraisalGapCoverage', MESSAGES.positiveNumber);
  }
  if (terms.isEscalationClause) {
    require(positive(
      terms.escalationClauseMaximumPurchasePrice,
    ), 'escalationClauseMaximumPurchasePrice', MESSAGES.positiveNumber);
    require(positive(
      terms.escalationClauseAmountToExceedNextOfferBy,
    ), 'escalationClauseAmountToExceedNextOfferBy', MESSAGES.positiveNumber);
    const maximum = terms.escalationClauseMaximumPurchasePrice;
    if (positive(maximum) && (maximum as number) <= terms.purchasePrice) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['escalationClauseMaximumPurchasePrice'],
        message: ESCALATION_ABOVE_PRICE,
      });
    }
  }
  if (terms.hasEarnestMoney) {
    require(positive(terms.earnestMoneyAmount), 'earnestMoneyAmount', MESSAGES.positiveNumber);
    require(!!terms.earnestMoneyHeldBy, 'earnestMoneyHeldBy');
    require(!!terms.earnestMoneyType, 'earnestMoneyType');
    require(!!terms.earnestMoneyDepositedUpon, 'earnestMoneyDepositedUpon');
  }
  if (terms.isHomeWarranty) {
    require(positive(terms.homeWarrantyCost), 'homeWarrantyCost', MESSAGES.positiveNumber);
    require(!!terms.homeWarrantyPaidBy, 'homeWarrantyPaidBy');
  }
  const types = terms.inspections.map((inspection) => inspection.type);
  if (new Set(types).size !== types.length) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ['inspections'],
      message: 'Each inspection type may appear once',
    });
  }
};

export const MAX_OFFER_DOCUMENTS = 10;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

const DocumentFileSchema = FileSchema.refine(
  (file) => file.size <= MAX_DOCUMENT_BYTES,
  'A document must be 20 MB or smaller',
);

/** Multipart body of a new offer. */
export const CreateOfferBodySchema = OfferTermsSchema.extend({
  listingId: IdInputSchema,
  documents: z.array(DocumentFileSchema).max(MAX_OFFER_DOCUMENTS).optional(),
}).superRefine(offerTermsRules);

/** Multipart body of an edit or a counteroffer: a new version of the terms. */
export const ChangeOfferBodySchema = OfferTermsSchema.extend({
  documents: z.array(DocumentFileSchema).max(MAX_OFFER_DOCUMENTS).optional(),
  keepDocumentIds: z
    .array(IdInputSchema)
    .max(MAX_OFFER_DOCUMENTS)
    .optional()
    .describe('Documents of the previous version carried into this one; absent keeps all'),
}).superRefine(offerTermsRules);

export const BestOfferRequestSchema = z.object({
  offerToken: z.string().describe('Send it to offers/keep-best to keep the offer as it is'),
  requestedAt: DateTimeSchema,
  message: z.string().nullable(),
});

export const OfferSchema = OfferTermsSchema.extend({
  id: IdSchema,
  sellerPaidBuyersBrokerCommissionId: IdSchema.nullable().optional(),
  simpleId: z.string().describe('Short human-readable reference, e.g. OF-1042'),
  listingId: IdSchema,
  listing: z.object({ id: IdSchema, slug: z.string(), addressLine1: z.string() }),
  versionType: OfferVersionTypeSchema,
  versionNumber: z
    .number()
    .int()
    .nonnegative()
    .describe('0 for the initial offer; n for the nth counteroffer or the nth edit'),
  submittingSide: SubmittingSideSchema,
  submittedBy: PersonSchema.nullable(),
  buyersAgent: PersonSchema.extend({ brokerage: z.string().nullable().optional() }),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
  approvedToSendToSeller: z.boolean(),
  sentToSellersAt: DateTimeSchema.nullable(),
  documents: z.array(OfferDocumentSchema),
  bestOfferRequest: BestOfferRequestSchema.nullable()
    .optional()
    .describe("The buying agent's pending request for a highest-and-best offer"),
});
export type Offer = z.infer<typeof OfferSchema>;

/** One version of an offer (offers.versions): the Offer as that version made it; versionType and versionNumber say which. */
export const OfferVersionSchema = OfferSchema.describe(
  'An offer as one of its versions made it; versionType and versionNumber say which version',
);

export const SendBuyersEmailsBodySchema = z.object({
  subject: requiredText(),
  message: requiredText(MAX_LONG_TEXT),
  offerIds: z.array(IdInputSchema).max(500).optional().describe('Absent: every buying agent with an offer'),
});

export const RequestBestBodySchema = z.object({
  listingId: IdInputSchema,
  offerIds: z.array(IdInputSchema).min(1).max(500),
  message: optionalText(MAX_LONG_TEXT),
});

export const KeepBestBodySchema = z.object({ offerToken: z.string().min(1).max(MAX_TEXT) });

export const SendToSellersBodySchema = z.object({ ids: z.array(IdInputSchema).min(1).max(500) });
