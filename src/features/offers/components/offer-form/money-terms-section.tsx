import { useFormContext, useWatch } from 'react-hook-form';
import { OFFER_FIELD_LABELS } from '../../lib/offer-fields';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import {
  EARNEST_MONEY_DEPOSITED_UPON_LABELS,
  EARNEST_MONEY_HELD_BY_LABELS,
  EARNEST_MONEY_TYPE_LABELS,
} from '../../lib/offer-option-labels';
import { optionsOf } from '@/components/form/choice-kinds';
import { ChoiceField, MoneyField, ToggleField } from './offer-fields';
import { FormSection } from '@/components/form/form-section';

/** Seller-paid closing costs, earnest money and the buyer's appraisal-gap coverage. */
export function MoneyTermsSection() {
  const { control } = useFormContext<OfferFormValues>();
  const [hasClosingCosts, hasEarnestMoney, hasAppraisalGap] = useWatch({
    control,
    name: ['hasSellerPaidClosingCosts', 'hasEarnestMoney', 'isBuyerAppraisalGapCoverage'],
  });
  return (
    <FormSection title="Closing costs, earnest money and appraisal gap">
      <ToggleField name="hasSellerPaidClosingCosts" label={OFFER_FIELD_LABELS.hasSellerPaidClosingCosts} />
      {hasClosingCosts && (
        <MoneyField
          name="sellerPaidClosingCostsOnBehalfOfBuyer"
          label={OFFER_FIELD_LABELS.sellerPaidClosingCostsOnBehalfOfBuyer}
          required
        />
      )}
      <ToggleField name="hasEarnestMoney" label={OFFER_FIELD_LABELS.hasEarnestMoney} />
      {hasEarnestMoney && (
        <>
          <MoneyField name="earnestMoneyAmount" label={OFFER_FIELD_LABELS.earnestMoneyAmount} required />
          <ChoiceField
            name="earnestMoneyHeldBy"
            label={OFFER_FIELD_LABELS.earnestMoneyHeldBy}
            options={optionsOf(EARNEST_MONEY_HELD_BY_LABELS)}
            required
          />
          <ChoiceField
            name="earnestMoneyType"
            label={OFFER_FIELD_LABELS.earnestMoneyType}
            options={optionsOf(EARNEST_MONEY_TYPE_LABELS)}
            required
          />
          <ChoiceField
            name="earnestMoneyDepositedUpon"
            label={OFFER_FIELD_LABELS.earnestMoneyDepositedUpon}
            options={optionsOf(EARNEST_MONEY_DEPOSITED_UPON_LABELS)}
            required
          />
        </>
      )}
      <ToggleField name="isBuyerAppraisalGapCoverage" label={OFFER_FIELD_LABELS.isBuyerAppraisalGapCoverage} />
      {hasAppraisalGap && (
        <MoneyField name="buyerAppraisalGapCoverage" label={OFFER_FIELD_LABELS.buyerAppraisalGapCoverage} required />
      )}
    </FormSection>
  );
}
