import { PasswordInput, TextInput, type PasswordInputProps, type TextInputProps } from '@mantine/core';
import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { BindingProp } from './field-binding';

/*
 * The form kit's text kinds that the browser keeps (uncontrolled inputs): each is its input,
 * taking every prop of it but the form's wiring, registered by name with react-hook-form's
 * `register` rather than bound through a Controller, so that a screen with only these (sign-in)
 * does not load the Controller.
 */

/** The form a registered field belongs to: what useForm (or useFormContext) returns. */
type RegisteringForm<V extends FieldValues> = Pick<UseFormReturn<V>, 'register' | 'formState'>;

/** The input's props but the wiring and HTML's `form` attribute (an id), which `form` takes the place of. */
type RegisteredProps<V extends FieldValues, P> = Omit<P, BindingProp | 'form'> & {
  name: Path<V>;
  form: RegisteringForm<V>;
};

/**
 * `register`'s name, ref, onChange and onBlur, and the field's error message shown under it.
 * Reading the error through the form's state subscribes the form to it.
 */
const registration = <V extends FieldValues>(form: RegisteringForm<V>, name: Path<V>) => {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { ...form.register(name), error: error?.message };
};

/** Text, an e-mail address, a name: Mantine's TextInput. */
export function TextInputField<V extends FieldValues>({ form, name, ...others }: RegisteredProps<V, TextInputProps>) {
  return <TextInput {...others} {...registration(form, name)} />;
}

/** A password, with Mantine's show/hide toggle. */
export function PasswordField<V extends FieldValues>({
  form,
  name,
  ...others
}: RegisteredProps<V, PasswordInputProps>) {
  return <PasswordInput {...others} {...registration(form, name)} />;
}
