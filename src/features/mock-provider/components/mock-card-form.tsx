import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { CARD_BRANDS, CardFormSchema, testCardDefaults, toCardDetails, type CardFormInput, type CardFormOutput } from '../lib/card-form';
import type { CardDetails } from '../api/payment-session-controls';

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
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(toCardDetails(values)))} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="brand"
          render={({ field, fieldState }) => (
            <Select
              label="Card brand"
              required
              data={CARD_BRANDS.map(({ value, label }) => ({ value, label }))}
              allowDeselect={false}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              comboboxProps={{ withinPortal: false }}
            />
          )}
        />
        <TextInput
          label="Card number"
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.number?.message}
          {...form.register('number')}
        />
        <TextInput
          label="Expiry (MM/YYYY)"
          required
          inputMode="numeric"
          autoComplete="off"
          placeholder="MM/YYYY"
          error={errors.expiry?.message}
          {...form.register('expiry')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
