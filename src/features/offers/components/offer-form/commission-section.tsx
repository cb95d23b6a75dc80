import { NativeSelect, Text } from '@mantine/core';
import type { CommissionTemplate } from '@contract/schemas/templates';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '@/components/form/form-field';
import { OFFER_FIELD_LABELS } from '../../lib/offer-fields';
import type { CommissionChoice } from '../../lib/offer-form/offer-form-access';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { FormSection } from '@/components/form/form-section';
import { TextField } from './offer-fields';

const FORMULA_HELP = 'Numbers, + - * / ^, parentheses, sqrt(...) and pp, the purchase price.';
const NO_COMMISSION = 'No buyer broker commission';

/**
 * The seller-paid buyer broker commission: one of the listing's structures. The buying
 * agent may modify the chosen one; a listing agent countering only
 * chooses. Choosing a structure starts from its own name and formula.
 */
export function CommissionSection({
  commissions,
  choice,
}: {
  commissions: readonly CommissionTemplate[];
  choice: CommissionChoice;
}) {
  const { control, setValue } = useFormContext<OfferFormValues>();
  const [chosenId, chosen] = useWatch({
    control,
    name: ['sellerPaidBuyersBrokerCommissionId', 'sellerPaidBuyersBrokerCommission'],
  });
  const choose = (id: string | null) => {
    const template = commissions.find((commission) => String(commission.id) === id);
    setValue('sellerPaidBuyersBrokerCommission', { name: template?.name ?? '', formula: template?.formula ?? '' });
  };

  return (
    <FormSection title={OFFER_FIELD_LABELS.sellerPaidBuyersBrokerCommission}>
      {commissions.length === 0 && chosenId === null ? (
        <Text size="sm">This listing offers no buyer broker commission structure.</Text>
      ) : (
        <FormField
          control={control}
          name="sellerPaidBuyersBrokerCommissionId"
          render={(field) => (
            <NativeSelect
              label={OFFER_FIELD_LABELS.sellerPaidBuyersBrokerCommissionId}
              description="The structures the listing offers"
              name={field.name}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(event) => {
                const id = event.currentTarget.value === '' ? null : event.currentTarget.value;
                field.onChange(id);
                choose(id);
              }}
              onBlur={field.onBlur}
              error={field.error}
              data={[
                { value: '', label: NO_COMMISSION },
                ...commissions.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
              maw={360}
            />
          )}
        />
      )}
      {chosenId !== null && choice === 'choose-and-modify' && (
        <>
          <TextField name="sellerPaidBuyersBrokerCommission.name" label="Commission name" required maw={360} />
          <TextField
            name="sellerPaidBuyersBrokerCommission.formula"
            label="Commission formula"
            description={FORMULA_HELP}
            required
            maw={360}
          />
        </>
      )}
      {chosenId !== null && choice === 'choose' && (
        <Text size="sm">
          {chosen.name}: {chosen.formula}
        </Text>
      )}
    </FormSection>
  );
}
