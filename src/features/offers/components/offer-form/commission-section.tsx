import { NativeSelect, Text, TextInput } from '@mantine/core';
import type { CommissionTemplate } from '@contract/schemas/templates';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { OFFER_FIELD_LABELS } from '../../lib/offer-fields';
import type { CommissionChoice } from '../../lib/offer-form/offer-form-access';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';
import { FormSection } from '@/components/form/form-section';

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
  const { control, register, setValue, getFieldState, formState } = useFormContext<OfferFormValues>();
  const [chosenId, chosen] = useWatch({
    control,
    name: ['sellerPaidBuyersBrokerCommissionId', 'sellerPaidBuyersBrokerCommission'],
  });
  const choose = (id: string | null) => {
    const template = commissions.find((commission) => String(commission.id) === id);
    setValue('sellerPaidBuyersBrokerCommission', { name: template?.name ?? '', formula: template?.formula ?? '' });
  };
  const nameError = getFieldState('sellerPaidBuyersBrokerCommission.name', formState).error?.message;
  const formulaError = getFieldState('sellerPaidBuyersBrokerCommission.formula', formState).error?.message;

  return (
    <FormSection title={OFFER_FIELD_LABELS.sellerPaidBuyersBrokerCommission}>
      {commissions.length === 0 && chosenId === null ? (
        <Text size="sm">This listing offers no buyer broker commission structure.</Text>
      ) : (
        <Controller
          control={control}
          name="sellerPaidBuyersBrokerCommissionId"
          render={({ field, fieldState }) => (
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
              error={fieldState.error?.message}
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
          <TextInput
            label="Commission name"
            required
            error={nameError}
            maw={360}
            {...register('sellerPaidBuyersBrokerCommission.name')}
          />
          <TextInput
            label="Commission formula"
            description={FORMULA_HELP}
            required
            error={formulaError}
            maw={360}
            {...register('sellerPaidBuyersBrokerCommission.formula')}
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
