import { FormSection } from '@/components/form/form-section';
import { MoneyField, TextField } from './listing-fields';

/** Optional extras: the amount to subtract from the net return, and the listing page's address. */
export function AdvancedSection() {
  return (
    <FormSection title="Advanced">
      <MoneyField
        name="subtractFromMortage"
        label="Subtract from mortgage"
        description="An amount subtracted from each offer's estimated net return, such as the mortgage payoff."
      />
      <TextField
        maw={480}
        name="slug"
        label="Listing page address"
        description="Lowercase letters, digits and dashes, e.g. 12-oak-street. Empty: made from the street address."
      />
    </FormSection>
  );
}
