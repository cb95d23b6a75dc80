import { optionsOf } from '@/components/form/choice-kinds';
import { OFFER_TERMS, type FieldTerm, type FieldTermKey } from '../../lib/offer-terms';
import { ChoiceField, DateField, LongTextField, MoneyField, PhoneField, TextField, ToggleField } from './offer-fields';

/**
 * A term's field, drawn as its kind in the table of offer terms (offer-terms.ts) says, under the
 * term's label; a choice offers the term's labels. `required` marks it for the user: the checks
 * themselves are the form schema's and the contract's.
 */
export function TermField({ name, required }: { name: FieldTermKey; required?: boolean }) {
  const term: FieldTerm = OFFER_TERMS[name];
  // The form holds each term's value as its kind says (offer-form-values.ts): the name fits the kind's field.
  const field = { name: name as never, label: term.label, required };
  switch (term.kind) {
    case 'money':
      return <MoneyField {...field} />;
    case 'text':
      return <TextField {...field} maw={480} />;
    case 'email':
      return <TextField {...field} maw={480} type="email" />;
    case 'phone':
      return <PhoneField {...field} maw={280} />;
    case 'date':
      return <DateField {...field} />;
    case 'longText':
      return <LongTextField {...field} rows={3} />;
    case 'choice':
      return <ChoiceField {...field} options={optionsOf(term.labels ?? {})} />;
    case 'switch':
      return <ToggleField {...field} />;
  }
}
