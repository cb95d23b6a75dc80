import { DATE_FORMAT, DateSchema, EmailSchema, MAX_LONG_TEXT, MAX_TEXT, PHONE_PATTERN } from '@contract/schemas/common';
import { INSPECTION_DAYS } from '@contract/schemas/enums';
import { MESSAGES } from '@contract/schemas/messages';
import { MAX_DOCUMENT_BYTES, MAX_OFFER_DOCUMENTS, offerTermsRules } from '@contract/schemas/offer';
import { FormulaTextSchema } from '@contract/schemas/templates';
import { z } from 'zod';
import { parseNumberValue, type NumberFieldValue } from '@/components/number-input/number-value';
import { isRecord } from '@/lib/is-record';
import { fieldTerms, type FieldTerm } from '../offer-terms';
import { draftTermsOf } from './offer-form-body';
import { sectionIsOpen } from './offer-form-sections';
import type { OfferFormValues } from './offer-form-values';

/*
 * The offer form's rules, with the contract's validation messages (contract/schemas/messages.ts). The form checks each field
 * first, with the most precise of the messages: empty is 'This field is required', text
 * that is not a number is 'Please enter a valid number', and an amount that must be
 * positive but is not says so. Then it runs the API's own rules between fields
 * (contract/schemas/offer.ts, offerTermsRules) on the terms it would send, so that a rule
 * changes in one place only; a field that already has a message keeps it.
 */
const TOO_MANY_DOCUMENTS = `Attach at most ${MAX_OFFER_DOCUMENTS} documents`;
const DOCUMENT_TOO_LARGE = 'A document must be 20 MB or smaller';
const MAX_AMOUNT = 1_000_000_000;

/** The message for an amount field, or null when it is fine. */
const amountIssue = (value: NumberFieldValue, { isRequired }: { isRequired: boolean }): string | null => {
  const number = parseNumberValue(value);
  if (number === null) return isRequired ? MESSAGES.required : null;
  if (!Number.isFinite(number) || number < 0 || number > MAX_AMOUNT) return MESSAGES.invalidNumber;
  return number > 0 ? null : MESSAGES.positiveNumber;
};

const tooLong = (max: number) =>
  max === MAX_TEXT ? MESSAGES.tooLong : `This field should not exceed ${max} characters`;
const text = (max = MAX_TEXT) => z.string().max(max, tooLong(max));

type Values = OfferFormValues;
type Path = (string | number)[];

/** The length checks of the text terms, whether or not their section is on. */
const TEXT_CHECKS: { [kind in FieldTerm['kind']]?: z.ZodString } = {
  text: text(),
  longText: text(MAX_LONG_TEXT),
  email: z.string(),
  phone: z.string(),
};

const FieldsSchema = z.object({
  ...Object.fromEntries(
    fieldTerms().flatMap(([key, term]) => {
      const check = TEXT_CHECKS[term.kind];
      return check ? [[key, check]] : [];
    }),
  ),
  sellerPaidBuyersBrokerCommission: z.object({ name: z.string(), formula: z.string() }),
  buyersAgentNote: text(MAX_LONG_TEXT),
  note: text(MAX_LONG_TEXT),
  titleCompanyName: text(),
  buyers: z
    .array(z.object({ name: z.string().trim().min(1, MESSAGES.required).max(MAX_TEXT, MESSAGES.tooLong) }))
    .min(1, MESSAGES.required)
    .max(10, 'Name at most 10 buyers'),
  documents: z
    .array(z.custom<File>((value) => value instanceof Blob, MESSAGES.invalid))
    .refine((files) => files.every((file) => file.size <= MAX_DOCUMENT_BYTES), DOCUMENT_TOO_LARGE),
  keepDocumentIds: z.array(z.number()),
});

/** A field term's own check, where its switched-on section shows it. */
const checkTerm = (term: FieldTerm, value: unknown, issue: (message: string) => void) => {
  const isRequired = term.isRequired === true;
  switch (term.kind) {
    case 'money': {
      const message = amountIssue(value as NumberFieldValue, { isRequired });
      if (message) issue(message);
      return;
    }
    case 'choice':
      if (isRequired && (value === null || value === '')) issue(MESSAGES.required);
      return;
    case 'date':
      if (value === '') {
        if (isRequired) issue(MESSAGES.required);
      } else if (!DateSchema.safeParse(value).success) issue(DATE_FORMAT);
      return;
    case 'email':
      if ((value as string).trim() !== '' && !EmailSchema.safeParse(value).success) issue(MESSAGES.invalidEmail);
      return;
    case 'phone':
      if (value !== '' && !PHONE_PATTERN.test(value as string)) issue(MESSAGES.phone);
      return;
    default:
      return;
  }
};

/** Each field's own check, where a switched-on section shows it. */
const checkFields = (values: Values, issue: (path: Path, message: string) => void) => {
  const isOpen = sectionIsOpen(values);
  for (const [key, term] of fieldTerms()) {
    if (isOpen(term)) checkTerm(term, values[key], (message) => issue([key], message));
  }
  values.inspections.forEach((inspection, index) => {
    const isAllowed = (INSPECTION_DAYS as readonly number[]).includes(Number(inspection.days));
    if (inspection.isEnabled && !isAllowed) issue(['inspections', index, 'days'], MESSAGES.required);
  });
  if (values.sellerPaidBuyersBrokerCommissionId) {
    const { name, formula } = values.sellerPaidBuyersBrokerCommission;
    if (name.trim() === '') issue(['sellerPaidBuyersBrokerCommission', 'name'], MESSAGES.required);
    else if (name.length > MAX_TEXT) issue(['sellerPaidBuyersBrokerCommission', 'name'], MESSAGES.tooLong);
    const formulaCheck = FormulaTextSchema.safeParse(formula);
    if (!formulaCheck.success)
      issue(['sellerPaidBuyersBrokerCommission', 'formula'], formulaCheck.error.issues[0].message);
  }
  if (values.documents.length + values.keepDocumentIds.length > MAX_OFFER_DOCUMENTS) {
    issue(['documents'], TOO_MANY_DOCUMENTS);
  }
};

/** The field checks, then the contract's rules between fields on paths still without a message. */
const checkSections = (values: Values, ctx: z.RefinementCtx) => {
  const flagged = new Set<string>();
  const issue = (path: Path, message: string) => {
    flagged.add(path.join('.'));
    ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
  };
  checkFields(values, issue);
  const unflagged: z.RefinementCtx = {
    path: ctx.path,
    addIssue: (arg) => {
      if (!flagged.has((arg.path ?? []).join('.'))) ctx.addIssue(arg);
    },
  };
  offerTermsRules(draftTermsOf(values), unflagged);
};

/**
 * The whole form. Each field's own rules and the rules between fields both run on every
 * submit, so all the messages show at once.
 */
export const offerFormSchema = z.custom<OfferFormValues>(isRecord).superRefine((values, ctx) => {
  const fields = FieldsSchema.safeParse(values);
  if (!fields.success) {
    for (const { path, message } of fields.error.issues) ctx.addIssue({ code: z.ZodIssueCode.custom, path, message });
  }
  checkSections(values, ctx);
});
