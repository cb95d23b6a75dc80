import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import type { TermSwitch } from '../../lib/offer-terms';
import { TermField } from './term-field';

/** A switch of the offer's terms (offer-terms.ts) and, while it is on, the fields it opens. */
export function SwitchedTerms({ name, children }: { name: TermSwitch; children: ReactNode }) {
  const isOn = useWatch<OfferFormValues, TermSwitch>({ name });
  return (
    <>
      <TermField name={name} />
      {isOn && children}
    </>
  );
}
