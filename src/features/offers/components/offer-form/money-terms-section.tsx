import { FormSection } from '@/components/form/form-section';
import { SwitchedTerms } from './switched-terms';
import { TermField } from './term-field';

/** Seller-paid closing costs, earnest money and the buyer's appraisal-gap coverage. */
export function MoneyTermsSection() {
  return (
    <FormSection title="Closing costs, earnest money and appraisal gap">
      <SwitchedTerms name="hasSellerPaidClosingCosts">
        <TermField name="sellerPaidClosingCostsOnBehalfOfBuyer" required />
      </SwitchedTerms>
      <SwitchedTerms name="hasEarnestMoney">
        <TermField name="earnestMoneyAmount" required />
        <TermField name="earnestMoneyHeldBy" required />
        <TermField name="earnestMoneyType" required />
        <TermField name="earnestMoneyDepositedUpon" required />
      </SwitchedTerms>
      <SwitchedTerms name="isBuyerAppraisalGapCoverage">
        <TermField name="buyerAppraisalGapCoverage" required />
      </SwitchedTerms>
    </FormSection>
  );
}
