import { useFormContext, useWatch } from 'react-hook-form';
import { OFFER_FIELD_LABELS } from '../../lib/offer-fields';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { CONTINGENT_PROPERTY_STATUS_LABELS, PAID_BY_LABELS } from '../../lib/offer-option-labels';
import { optionsOf } from '@/components/form/choice-kinds';
import { ChoiceField, DateField, MoneyField, TextField, ToggleField } from './offer-fields';
import { FormSection } from '@/components/form/form-section';

/** The escalation clause, the sale contingency and the home warranty. */
export function ContingenciesSection() {
  const { control } = useFormContext<OfferFormValues>();
  const [hasEscalation, isContingent, hasWarranty] = useWatch({
    control,
    name: ['isEscalationClause', 'isOfferContingentOnAnotherPropertySale', 'isHomeWarranty'],
  });
  return (
    <FormSection title="Escalation, sale contingency and home warranty">
      <ToggleField name="isEscalationClause" label={OFFER_FIELD_LABELS.isEscalationClause} />
      {hasEscalation && (
        <>
          <MoneyField
            name="escalationClauseMaximumPurchasePrice"
            label={OFFER_FIELD_LABELS.escalationClauseMaximumPurchasePrice}
            required
          />
          <MoneyField
            name="escalationClauseAmountToExceedNextOfferBy"
            label={OFFER_FIELD_LABELS.escalationClauseAmountToExceedNextOfferBy}
            required
          />
        </>
      )}
      <ToggleField
        name="isOfferContingentOnAnotherPropertySale"
        label={OFFER_FIELD_LABELS.isOfferContingentOnAnotherPropertySale}
      />
      {isContingent && (
        <>
          <TextField
            maw={480}
            name="contingentPropertyAddress"
            label={OFFER_FIELD_LABELS.contingentPropertyAddress}
            required
          />
          <ChoiceField
            name="contingentPropertyStatus"
            label={OFFER_FIELD_LABELS.contingentPropertyStatus}
            options={optionsOf(CONTINGENT_PROPERTY_STATUS_LABELS)}
            required
          />
          <DateField name="contingentPropertyClosingDate" label={OFFER_FIELD_LABELS.contingentPropertyClosingDate} />
        </>
      )}
      <ToggleField name="isHomeWarranty" label={OFFER_FIELD_LABELS.isHomeWarranty} />
      {hasWarranty && (
        <>
          <TextField maw={480} name="homeWarrantyCompany" label={OFFER_FIELD_LABELS.homeWarrantyCompany} />
          <MoneyField name="homeWarrantyCost" label={OFFER_FIELD_LABELS.homeWarrantyCost} required />
          <ChoiceField
            name="homeWarrantyPaidBy"
            label={OFFER_FIELD_LABELS.homeWarrantyPaidBy}
            options={optionsOf(PAID_BY_LABELS)}
            required
          />
        </>
      )}
    </FormSection>
  );
}
