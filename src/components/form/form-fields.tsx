import { NativeSelect, Switch, TextInput, Textarea, type NativeSelectProps } from '@mantine/core';
import type { FunctionComponent } from 'react';
import { Controller, useFormContext, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { NumberInput } from '@/components/number-input/number-input';
import type { NumberFieldValue } from '@/components/number-input/number-value';

/*
 * The form kit's field kinds, bound by name to the form around them (react-hook-form's
 * FormProvider): amounts, enumerations, switches that open a section, dates and text. Each
 * wraps the Controller-plus-Mantine wiring once and shows its error under itself.
 * `formFields<Values>()` gives them typed to one form's values.
 */

type Values = FieldValues;
type Common = { label: string; required?: boolean; description?: string };

/** A dollar amount: comma thousands separator, decimals allowed. */
function MoneyField({ name, label, required, description }: Common & { name: string }) {
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

type ChoiceOption = { value: string; label: string };

/** Options of an enumeration from its labels, in the enumeration's order. */
export const optionsOf = <K extends string>(labels: Record<K, string>): ChoiceOption[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

const CHOOSE = 'Choose…';

/**
 * One of a list: a native select, so it works with every keyboard and screen reader as
 * the platform's own. Its value is null until something is chosen.
 */
function ChoiceField({
  name,
  label,
  required,
  description,
  options,
  ...others
}: Common & {
  name: string;
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
function ToggleField({ name, label }: { name: string; label: string }) {
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
function DateField({ name, label, required }: Common & { name: string }) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  return (
    <TextInput
      type="date"
      label={label}
      required={required}
      error={getFieldState(name, formState).error?.message}
      maw={280}
      {...register(name)}
    />
  );
}

function TextField({ name, label, required, description, type }: Common & { name: string; type?: 'email' }) {
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

function LongTextField({ name, label }: { name: string; label: string }) {
  const { register, getFieldState, formState } = useFormContext<Values>();
  return <Textarea label={label} rows={3} error={getFieldState(name, formState).error?.message} {...register(name)} />;
}

type Named<P, V extends FieldValues, T> = Omit<P, 'name'> & { name: FieldPathByValue<V, T> };
type PropsOf<C> = C extends (props: infer P) => unknown ? P : never;

/** The field kinds, their names checked against one form's values and the kind of value each holds. */
export const formFields = <V extends FieldValues>() => ({
  MoneyField: MoneyField as FunctionComponent<Named<PropsOf<typeof MoneyField>, V, NumberFieldValue>>,
  ChoiceField: ChoiceField as FunctionComponent<Named<PropsOf<typeof ChoiceField>, V, string | null>>,
  ToggleField: ToggleField as FunctionComponent<Named<PropsOf<typeof ToggleField>, V, boolean>>,
  DateField: DateField as FunctionComponent<Named<PropsOf<typeof DateField>, V, string>>,
  TextField: TextField as FunctionComponent<Named<PropsOf<typeof TextField>, V, string>>,
  LongTextField: LongTextField as FunctionComponent<Named<PropsOf<typeof LongTextField>, V, string>>,
});
