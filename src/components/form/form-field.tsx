import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldPathByValue,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';

/*
 * The one way a form field is wired, after bulletproof-react's `FormField`: react-hook-form's
 * Controller, read through `useFormField`. Every field kind of the kit sits on it, and a feature
 * with an input of its own (a radio card list, a file list) renders it through `FormField`.
 */

/**
 * Where a field finds its value: by name in the form around it (FormProvider), or in the form
 * whose `control` is passed in, for forms without a provider. `Value` is what the field holds, so
 * a name whose value is of another kind does not type-check.
 */
export type FieldOf<V extends FieldValues, Value, T = V> = {
  name: FieldPathByValue<V, Value>;
  control?: Control<V, unknown, T>;
};

/** The props the wiring sets on an input; a field kind takes every other prop of its input. */
export type BindingProp = 'name' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/** The wiring of one field: name, ref, value, onChange, onBlur, and its error message to show under it. */
export type FieldBinding<Value> = {
  name: string;
  ref: (instance: unknown) => void;
  value: Value;
  onChange: (value: Value) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** The field named `name` of the form, bound through a Controller. */
function useFormField<V extends FieldValues, N extends FieldPath<V> = FieldPath<V>, T = V>({
  name,
  control,
}: {
  name: N;
  control?: Control<V, unknown, T>;
}): FieldBinding<FieldPathValue<V, N>> {
  const { field, fieldState } = useController<V, N, T>({ name, control });
  return {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** A field kind's binding: the value it holds, by a name checked to hold it. */
export const useKindBinding = <V extends FieldValues, Value, T>({ name, control }: FieldOf<V, Value, T>) =>
  useFormField<V, FieldPath<V>, T>({ name: name as FieldPath<V>, control }) as FieldBinding<Value>;

/** A field whose input is the feature's own: `render` gets the binding and draws the input. */
export function FormField<V extends FieldValues, N extends FieldPath<V> = FieldPath<V>, T = V>({
  render,
  ...at
}: {
  name: N;
  control?: Control<V, unknown, T>;
  render: (field: FieldBinding<FieldPathValue<V, N>>) => ReactNode;
}) {
  return render(useFormField(at));
}
