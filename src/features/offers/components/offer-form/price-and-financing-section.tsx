import { useFormContext, useWatch } from 'react-hook-form';
import { LENDER_FINANCING_TYPES } from '@contract/schemas/enums';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { FormSection } from '@/components/form/form-section';
import { TermField } from './term-field';

/** Purchase price and financing; the lender's details for the financing types that have a lender. */
export function PriceAndFinancingSection() {
  const { control } = useFormContext<OfferFormValues>();
  const financingType = useWatch({ control, name: 'financingType' });
  const hasLender = financingType !== null && LENDER_FINANCING_TYPES.includes(financingType);
  return (
    <FormSection title="Price and financing">
      <TermField name="purchasePrice" required />
      <TermField name="financingType" required />
      {hasLender && (
        <>
          <TermField name="lenderName" />
          <TermField name="lenderCompany" />
          <TermField name="lenderEmail" />
          <TermField name="lenderPhone" />
        </>
      )}
    </FormSection>
  );
}
