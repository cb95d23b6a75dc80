import { NativeSelect, Switch, TextInput, Textarea, type NativeSelectProps } from '@mantine/core';
import { Controller, useFormContext, type FieldPathByValue } from 'react-hook-form';
import { NumberInput } from '@/components/number-input/number-input';
import type { NumberFieldValue } from '@/components/number-input/number-value';
import type { OfferFormValues } from '../../lib/offer-form/offer-form-values';

/*
 * The offer form's field kinds, bound to the form by name: amounts, enumerations, switches
 * that open a section, dates and text. Each shows its error under itself (spec section 5).
 */

type Values = OfferFormValues;
type Common = { label: string; required?: boolean; description?: string };

/** A dollar amount: comma thousands separator, decimals allowed. */
export function MoneyField({ name, label, required, description }: Common & { name: FieldPathByValue<Values, NumberFieldValue> }) {
  const { control } = useFormContext<Values>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          isMoney
          label={label}
          description={description}
          required={required}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          maw={280}
        />
      )}
    />
  );
}

export type ChoiceOption = { value: string; label: string };

/** Options of an enumeration from its labels, in the enumeration's order. */
export const optionsOf = <K extends string>(labels: Record<K, string>): ChoiceOption[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

const CHOOSE = 'Choose…';

/**
 * One of a list: a native select, so it works with every keyboard and screen reader as
 * the platform's own. Its value is null until something is chosen.
 */
export function ChoiceField({
  name,
  label,
  required,
  description,
  options,
  ...others
}: Common & {
  name: FieldPathByValue<Values, string | null>;
  options: readonly ChoiceOption[];
} & Pick<NativeSelectProps, 'aria-label' | 'maw'>) {
  const { control } = useFormContext<Values>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          label={label}
          description={description}
          required={required}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          data={[{ value: '', label: CHOOSE }, ...options]}
          maw={360}
          {...others}
        />
      )}
    />
  );
}

/** A yes/no term that opens its details when on. */
export function ToggleField({ name, label }: { name: FieldPathByValue<Values, boolean>; label: string }) {
  const { control } = useFormContext<Values>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          name={field.name}
          ref={field.ref}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** A calendar date, YYYY-MM-DD, with the browser's own date picker. */
export function DateField({ name, label, required }: Common & { name: 'closingDate' | 'possessionDate' | 'contingentPropertyClosingDate' }) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  return (
    <TextInput type="date" label={label} required={required} error={getFieldState(name, formState).error?.message} maw={280} {...register(name)} />
  );
}

type TextName = FieldPathByValue<Values, string>;

export function TextField({ name, label, required, description, type }: Common & { name: TextName; type?: 'email' }) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  return (
    <TextInput
      type={type}
      label={label}
      description={description}
      required={required}
      error={getFieldState(name, formState).error?.message}
      maw={480}
      {...register(name)}
    />
  );
}

export function LongTextField({ name, label }: { name: 'buyersAgentNote' | 'note'; label: string }) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  return <Textarea label={label} rows={3} error={getFieldState(name, formState).error?.message} {...register(name)} />;
}
