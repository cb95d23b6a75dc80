import {
  Autocomplete,
  Checkbox,
  MultiSelect,
  NativeSelect,
  Radio,
  Select,
  Switch,
  type AutocompleteProps,
  type CheckboxProps,
  type MultiSelectProps,
  type NativeSelectProps,
  type RadioGroupProps,
  type SelectProps,
  type SwitchProps,
} from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useKindBinding } from './form-field';
import { inputKind, type KindProps } from './input-kind';

/*
 * The form kit's kinds that choose: one of a list, some of a list, yes or no. Each takes every
 * prop of its input but the wiring, bound by name through the kit's one binding (form-field.tsx).
 */

type ChoiceOption = { value: string; label: string };

/** Options of an enumeration from its labels, in the enumeration's order. */
export const optionsOf = <K extends string>(labels: Record<K, string>): ChoiceOption[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

const CHOOSE = 'Choose…';

/**
 * One of a list: a native select, so it works with every keyboard and screen reader as the
 * platform's own. Its value is null until something is chosen.
 */
export function ChoiceField<V extends FieldValues, T = V>({
  name,
  control,
  options,
  ...others
}: KindProps<V, string | null, T, Omit<NativeSelectProps, 'data'>> & { options: readonly ChoiceOption[] }) {
  const { value, onChange, ...binding } = useKindBinding({ name, control });
  return (
    <NativeSelect
      maw={360}
      {...others}
      {...binding}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      data={[{ value: '', label: CHOOSE }, ...options]}
    />
  );
}

/** One of a list in a native select whose options, a blank one among them or not, are the field's values. */
export function NativeSelectField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, string, T, NativeSelectProps>) {
  const { onChange, ...binding } = useKindBinding({ name, control });
  return <NativeSelect {...others} {...binding} onChange={(event) => onChange(event.currentTarget.value)} />;
}

/**
 * One of a list, in Mantine's searchable dropdown. A form that holds '' for "nothing chosen"
 * says `emptyAs=""`; with `allowDeselect={false}` a choice cannot be taken back. Its list opens
 * in place, not in a portal at the end of <body>, so that it stays inside the form's dialog or
 * landmark (as the account menu's does, docs/decisions/0018).
 */
export function SelectField<V extends FieldValues, T = V>({
  name,
  control,
  emptyAs,
  ...others
}: KindProps<V, string | null, T, SelectProps> & { emptyAs?: '' }) {
  const { value, onChange, ...binding } = useKindBinding({ name, control });
  return (
    <Select
      comboboxProps={{ withinPortal: false }}
      {...others}
      {...binding}
      value={emptyAs !== undefined && value === emptyAs ? null : value}
      onChange={(chosen) => {
        if (chosen !== null) onChange(chosen);
        else if (emptyAs !== undefined) onChange(emptyAs);
        else if (others.allowDeselect !== false) onChange(null);
      }}
    />
  );
}

/** Some of a list. */
export const MultiSelectField = inputKind<string[], MultiSelectProps>(MultiSelect);

/** Free text with suggestions. */
export const AutocompleteField = inputKind<string, AutocompleteProps>(Autocomplete);

/**
 * One of a few answers, all shown: the radios (or radio cards) are its children. No ref is
 * passed on: a group is not one input to focus, so a form with errors focuses the next field.
 */
export const RadioGroupField = inputKind<string, RadioGroupProps>(
  Radio.Group,
  {},
  ({ ref: _ref, ...binding }) => binding,
);

/** A box to tick: its value is whether it is ticked. */
export function CheckboxField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, boolean, T, Omit<CheckboxProps, 'checked'>>) {
  const { value, onChange, ...binding } = useKindBinding({ name, control });
  return (
    <Checkbox {...others} {...binding} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} />
  );
}

/** A yes/no term that opens its details when on. */
export function ToggleField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, boolean, T, Omit<SwitchProps, 'checked'>>) {
  const { value, onChange, error: _error, ...binding } = useKindBinding({ name, control });
  return (
    <Switch {...others} {...binding} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} />
  );
}
