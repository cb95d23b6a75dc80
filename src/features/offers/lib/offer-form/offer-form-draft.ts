import { InspectionTypeSchema } from '@contract/schemas/enums';
import { isRecord } from '@/lib/is-record';
import { fieldTerms } from '../offer-terms';
import { emptyOfferFormValues, type OfferFormValues } from './offer-form-values';

/*
 * What a signed-out visitor typed into the offer form, kept in this tab's session storage
 * while they sign in or sign up, and given back when they return to the listing's form.
 * Files cannot be stored: the visitor attaches them again.
 */

const DRAFT_PREFIX = 'offer_draft:';
const keyOf = (slug: string) => `${DRAFT_PREFIX}${slug}`;

type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

const sessionStore = (): DraftStore => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
};

export const saveOfferDraft = (slug: string, values: OfferFormValues, store: DraftStore = sessionStore()): void => {
  const { documents: _documents, keepDocumentIds: _kept, ...draft } = values;
  try {
    store?.setItem(keyOf(slug), JSON.stringify(draft));
  } catch {
    // A full or blocked store: the visitor keeps the form on screen, just not across the sign-in.
  }
};

/** The amount fields, which hold a number or the text typed so far (number-value.ts). */
const AMOUNT_KEYS: ReadonlySet<string> = new Set(
  fieldTerms()
    .filter(([, term]) => term.kind === 'money')
    .map(([key]) => key),
);

/**
 * Each stored field whose type matches the form's own, over an empty form: a draft from an
 * older release or edited by hand gives what still fits, never a broken form.
 */
const mergeDraft = (stored: Record<string, unknown>): OfferFormValues => {
  const values = emptyOfferFormValues();
  const target = values as unknown as Record<string, unknown>;
  for (const [key, empty] of Object.entries(values)) {
    const value = stored[key];
    if (value === undefined || key === 'documents' || key === 'keepDocumentIds') continue;
    const fits = AMOUNT_KEYS.has(key)
      ? typeof value === 'string' || typeof value === 'number'
      : empty === null
        ? value === null || typeof value === 'string'
        : typeof value === typeof empty && Array.isArray(value) === Array.isArray(empty);
    if (fits) target[key] = value;
  }
  const inspections = Array.isArray(stored.inspections) ? stored.inspections : [];
  values.inspections = InspectionTypeSchema.options.map((type, index) => {
    const item: unknown = inspections.find((candidate) => isRecord(candidate) && candidate.type === type);
    return isRecord(item)
      ? {
          type,
          isEnabled: item.isEnabled === true,
          days: typeof item.days === 'string' ? item.days : '',
          paidBy: item.paidBy === 'seller' ? 'seller' : 'buyer',
        }
      : emptyOfferFormValues().inspections[index];
  });
  const buyers = Array.isArray(stored.buyers) ? stored.buyers.filter(isRecord) : [];
  values.buyers =
    buyers.length > 0
      ? buyers.map((buyer) => ({ name: typeof buyer.name === 'string' ? buyer.name : '' }))
      : [{ name: '' }];
  const commission = isRecord(stored.sellerPaidBuyersBrokerCommission) ? stored.sellerPaidBuyersBrokerCommission : {};
  values.sellerPaidBuyersBrokerCommission = {
    name: typeof commission.name === 'string' ? commission.name : '',
    formula: typeof commission.formula === 'string' ? commission.formula : '',
  };
  return values;
};

/** The draft for this listing, or null when there is none (or it cannot be read). */
export const readOfferDraft = (slug: string, store: DraftStore = sessionStore()): OfferFormValues | null => {
  try {
    const raw = store?.getItem(keyOf(slug));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? mergeDraft(parsed) : null;
  } catch {
    return null;
  }
};

/** After the offer is submitted, the draft has served its purpose. */
export const clearOfferDraft = (slug: string, store: DraftStore = sessionStore()): void => {
  try {
    store?.removeItem(keyOf(slug));
  } catch {
    // Nothing to do: a store that cannot be written holds no draft either.
  }
};
