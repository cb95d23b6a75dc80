import { zodResolver } from '@hookform/resolvers/zod';
import { ShortForm } from '@/components/form/short-form';
import { useForm } from 'react-hook-form';
import {
  CARD_BRANDS,
  CardFormSchema,
  testCardDefaults,
  toCardDetails,
  type CardFormInput,
  type CardFormOutput,
} from '../lib/card-form';
import type { CardDetails } from '../api/payment-session-controls';
import { SelectField } from '@/components/form/choice-kinds';
import { TextField } from '@/components/form/text-kinds';

type MockCardFormProps = {
  submitLabel: string;
  isPending: boolean;
  onSubmit: (card: CardDetails) => void;
  onCancel: () => void;
};

/** The hosted card form, prefilled with the provider's test card; any brand and expiry may be tried. */
export function MockCardForm({ submitLabel, isPending, onSubmit, onCancel }: MockCardFormProps) {
  const form = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: zodResolver(CardFormSchema),
    defaultValues: testCardDefaults(),
  });

  return (
    <ShortForm
      onSubmit={form.handleSubmit((values) => onSubmit(toCardDetails(values)))}
      submitLabel={submitLabel}
      save={{ isPending }}
      onCancel={onCancel}
      isCancelDisabled={isPending}
    >
      <SelectField
        control={form.control}
        name="brand"
        emptyAs=""
        label="Card brand"
        required
        data={CARD_BRANDS.map(({ value, label }) => ({ value, label }))}
        allowDeselect={false}
      />
      <TextField
        control={form.control}
        name="number"
        label="Card number"
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        control={form.control}
        name="expiry"
        label="Expiry (MM/YYYY)"
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder="MM/YYYY"
      />
    </ShortForm>
  );
}
