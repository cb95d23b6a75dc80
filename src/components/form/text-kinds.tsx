import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useKindBinding, type BindingProp, type FieldOf } from './form-field';

/*
 * The form kit's text kinds: each is its Mantine input, taking every prop of it but the wiring,
 * bound by name through the kit's one binding (form-field.tsx).
 */

/** What a text field holds: text, or nothing yet in an optional one (shown empty). */
export type TextValue = string | null | undefined;

export type TextKindProps<V extends FieldValues, T, P> = Omit<P, BindingProp> & FieldOf<V, TextValue, T>;

/** The binding of a text input: its value comes back from the change event. */
export const useTextBinding = <V extends FieldValues, T>(at: FieldOf<V, TextValue, T>) => {
  const { value, onChange, ...binding } = useKindBinding(at);
  return {
    ...binding,
    value: value ?? '',
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
};

/** Text, an e-mail address, a name: Mantine's TextInput. */
export function TextField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: TextKindProps<V, T, TextInputProps>) {
  return <TextInput {...others} {...useTextBinding({ name, control })} />;
}

/** A password, with Mantine's show/hide toggle. */
export function PasswordField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: TextKindProps<V, T, PasswordInputProps>) {
  return <PasswordInput {...others} {...useTextBinding({ name, control })} />;
}

/** A calendar date, YYYY-MM-DD, with the browser's own date picker. */
export function DateField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: TextKindProps<V, T, Omit<TextInputProps, 'type'>>) {
  return <TextInput type="date" maw={280} {...others} {...useTextBinding({ name, control })} />;
}
