import { useFormContext, useWatch } from 'react-hook-form';
import { FINANCING_TYPE_LABELS, LENDER_FINANCING_TYPES } from '@contract/schemas/enums';
import { OFFER_FIELD_LABELS } from '../../lib/offer-fields';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { optionsOf } from '@/components/form/choice-kinds';
import { ChoiceField, MoneyField, PhoneField, TextField } from './offer-fields';
import { FormSection } from '@/components/form/form-section';

const FINANCING_OPTIONS = optionsOf(FINANCING_TYPE_LABELS);

/** Purchase price and financing; the lender's details for the financing types that have a lender. */
export function PriceAndFinancingSection() {
  const { control } = useFormContext<OfferFormValues>();
  const financingType = useWatch({ control, name: 'financingType' });
  const hasLender = financingType !== null && LENDER_FINANCING_TYPES.includes(financingType);
  return (
    <FormSection title="Price and financing">
      <MoneyField name="purchasePrice" label={OFFER_FIELD_LABELS.purchasePrice} required />
      <ChoiceField name="financingType" label={OFFER_FIELD_LABELS.financingType} options={FINANCING_OPTIONS} required />
      {hasLender && (
        <>
          <TextField maw={480} name="lenderName" label={OFFER_FIELD_LABELS.lenderName} />
          <TextField maw={480} name="lenderCompany" label={OFFER_FIELD_LABELS.lenderCompany} />
          <TextField maw={480} name="lenderEmail" label={OFFER_FIELD_LABELS.lenderEmail} type="email" />
          <PhoneField name="lenderPhone" label={OFFER_FIELD_LABELS.lenderPhone} maw={280} />
        </>
      )}
    </FormSection>
  );
}
