import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * Where a field component finds its value: by name in the form around it (FormProvider), or
 * in the form whose `control` is passed in, for forms without a provider.
 */
export type FieldAt<V extends FieldValues, T = V> = { name: FieldPath<V>; control?: Control<V, unknown, T> };

/** The props the form's wiring sets on an input; a field kind takes every other prop of its input. */
export type BindingProp = 'name' | 'ref' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error';

/**
 * The one Controller-plus-input wiring of the kit: name, ref, value, onChange, onBlur, and the
 * field's error message shown under it.
 */
export function useFieldBinding<V extends FieldValues, T = V>({ name, control }: FieldAt<V, T>) {
  const { field, fieldState } = useController<V, FieldPath<V>, T>({ name, control });
  return {
    name: field.name,
    ref: field.ref,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}
