import { z } from 'zod';
import {
  DateSchema,
  DateTimeSchema,
  EmailSchema,
  IdInputSchema,
  IdSchema,
  keyUpTo,
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
import { acceptedFile } from '../rules/files';
import { checkObjectRules, withRules, type ObjectRule } from '../rules/object-rules';
import { REFUSALS } from '../rules/refusals';
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

/** A switched-on section needs its details; an escalation goes above the price; each inspection type once. */
const OFFER_TERMS_RULES: readonly ObjectRule<TermsForRules>[] = [
  {
    kind: 'requires',
    when: { field: 'hasSellerPaidClosingCosts', is: true },
    fields: { sellerPaidClosingCostsOnBehalfOfBuyer: 'positive' },
  },
  {
    kind: 'requires',
    when: { field: 'isOfferContingentOnAnotherPropertySale', is: true },
    fields: { contingentPropertyAddress: 'present', contingentPropertyStatus: 'present' },
  },
  {
    kind: 'requires',
    when: { field: 'isBuyerAppraisalGapCoverage', is: true },
    fields: { buyerAppraisalGapCoverage: 'positive' },
  },
  {
    kind: 'requires',
    when: { field: 'isEscalationClause', is: true },
    fields: { escalationClauseMaximumPurchasePrice: 'positive', escalationClauseAmountToExceedNextOfferBy: 'positive' },
  },
  {
    kind: 'greater',
    when: { field: 'isEscalationClause', is: true },
    field: 'escalationClauseMaximumPurchasePrice',
    than: 'purchasePrice',
    message: ESCALATION_ABOVE_PRICE,
  },
  {
    kind: 'requires',
    when: { field: 'hasEarnestMoney', is: true },
    fields: {
      earnestMoneyAmount: 'positive',
      earnestMoneyHeldBy: 'present',
      earnestMoneyType: 'present',
      earnestMoneyDepositedUpon: 'present',
    },
  },
  {
    kind: 'requires',
    when: { field: 'isHomeWarranty', is: true },
    fields: { homeWarrantyCost: 'positive', homeWarrantyPaidBy: 'present' },
  },
  { kind: 'uniqueBy', field: 'inspections', key: 'type', message: 'Each inspection type may appear once' },
];

/**
 * The rules between the terms' fields. Exported so that the client's form
 * (which extends the schema with UI-only fields) applies exactly the rules
 * the API applies.
 */
export const offerTermsRules = checkObjectRules(OFFER_TERMS_RULES);

export const MAX_OFFER_DOCUMENTS = 10;
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The documents an offer takes, by media type; the mock also reads their first bytes (policies/uploads.ts). */
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'image/png',
  'image/jpeg',
] as const;

const DocumentFileSchema = acceptedFile({
  types: DOCUMENT_TYPES,
  typeMessage: REFUSALS.documentRefused,
  bytesRule:
    'its type is not a PDF, Word (.doc, .docx), plain text, PNG or JPEG, or its first bytes are not those of its type (%PDF- for a PDF, for instance; plain text has none)',
  maxBytes: MAX_DOCUMENT_BYTES,
  sizeMessage: 'A document must be 20 MB or smaller',
});

/** Multipart body of a new offer. */
export const CreateOfferBodySchema = withRules(
  OfferTermsSchema.extend({
    listingId: IdInputSchema,
    documents: z.array(DocumentFileSchema).max(MAX_OFFER_DOCUMENTS).optional(),
  }),
  OFFER_TERMS_RULES,
);

/** Multipart body of an edit or a counteroffer: a new version of the terms. */
export const ChangeOfferBodySchema = withRules(
  OfferTermsSchema.extend({
    documents: z.array(DocumentFileSchema).max(MAX_OFFER_DOCUMENTS).optional(),
    keepDocumentIds: z
      .array(IdInputSchema)
      .max(MAX_OFFER_DOCUMENTS)
      .optional()
      .describe('Documents of the previous version carried into this one; absent keeps all'),
  }),
  OFFER_TERMS_RULES,
);

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

export const KeepBestBodySchema = z.object({
  offerToken: keyUpTo(MAX_TEXT),
});

export const SendToSellersBodySchema = z.object({ ids: z.array(IdInputSchema).min(1).max(500) });
