import { FormSection } from '@/components/form/form-section';
import { SwitchedTerms } from './switched-terms';
import { TermField } from './term-field';

/** The escalation clause, the sale contingency and the home warranty. */
export function ContingenciesSection() {
  return (
    <FormSection title="Escalation, sale contingency and home warranty">
      <SwitchedTerms name="isEscalationClause">
        <TermField name="escalationClauseMaximumPurchasePrice" required />
        <TermField name="escalationClauseAmountToExceedNextOfferBy" required />
      </SwitchedTerms>
      <SwitchedTerms name="isOfferContingentOnAnotherPropertySale">
        <TermField name="contingentPropertyAddress" required />
        <TermField name="contingentPropertyStatus" required />
        <TermField name="contingentPropertyClosingDate" />
      </SwitchedTerms>
      <SwitchedTerms name="isHomeWarranty">
        <TermField name="homeWarrantyCompany" />
        <TermField name="homeWarrantyCost" required />
        <TermField name="homeWarrantyPaidBy" required />
      </SwitchedTerms>
    </FormSection>
  );
}
