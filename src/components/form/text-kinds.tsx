import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import type { FieldBinding } from './form-field';
import { inputKind } from './input-kind';

/*
 * The form kit's text kinds: each is its Mantine input, taking every prop of it but the wiring,
 * bound by name through the kit's one binding (form-field.tsx).
 */

/** What a text field holds: text, or nothing yet in an optional one (shown empty). */
export type TextValue = string | null | undefined;

/** The binding of a text input: its value comes back from the change event. */
export const textBinding = ({ value, onChange, ...binding }: FieldBinding<TextValue>) => ({
  ...binding,
  value: value ?? '',
  onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
});

/** Text, an e-mail address, a name: Mantine's TextInput. */
export const TextField = inputKind<TextValue, TextInputProps>(TextInput, {}, textBinding);

/** A password, with Mantine's show/hide toggle. */
export const PasswordField = inputKind<TextValue, PasswordInputProps>(PasswordInput, {}, textBinding);

/** A calendar date, YYYY-MM-DD, with the browser's own date picker. */
export const DateField = inputKind<TextValue, TextInputProps, Omit<TextInputProps, 'type'>>(
  TextInput,
  { type: 'date', maw: 280 },
  textBinding,
);
