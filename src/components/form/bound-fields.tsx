import {
  Autocomplete,
  MultiSelect,
  NumberInput,
  Select,
  type AutocompleteProps,
  type MultiSelectProps,
  type NumberInputProps,
  type SelectProps,
} from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { ZipInput, type ZipInputProps } from '@/components/number-input/zip-input';
import { ImageUpload, type ImageUploadProps } from '@/components/image-upload/image-upload';
import { PhoneInput, type PhoneInputProps } from '@/components/phone-input/phone-input';
import { useFieldBinding, type BindingProp, type FieldAt } from './field-binding';

/*
 * The form kit's field kinds that take every prop of their input but the form's wiring:
 * each is its input bound by name (see field-binding.ts).
 */

type KindProps<V extends FieldValues, T, P> = Omit<P, BindingProp> & FieldAt<V, T>;

/** A US phone number, formatted as it is typed. */
export function PhoneField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, T, PhoneInputProps>) {
  return <PhoneInput {...others} {...useFieldBinding({ name, control })} />;
}

/** A five-digit zip code. */
export function ZipField<V extends FieldValues, T = V>({ name, control, ...others }: KindProps<V, T, ZipInputProps>) {
  return <ZipInput {...others} {...useFieldBinding({ name, control })} />;
}

/** A whole or decimal number, as Mantine's NumberInput takes it. */
export function NumberField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, T, NumberInputProps>) {
  return <NumberInput {...others} {...useFieldBinding({ name, control })} />;
}

/** Some of a list. */
export function MultiSelectField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, T, MultiSelectProps>) {
  return <MultiSelect {...others} {...useFieldBinding({ name, control })} />;
}

/** Free text with suggestions. */
export function AutocompleteField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, T, AutocompleteProps>) {
  return <Autocomplete {...others} {...useFieldBinding({ name, control })} />;
}

/** An image file, checked and scaled down before it is kept. */
export function ImageField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, T, ImageUploadProps>) {
  return <ImageUpload {...others} {...useFieldBinding({ name, control })} />;
}

/**
 * One of a list, in Mantine's searchable dropdown. A form that holds '' for "nothing chosen"
 * says `emptyAs=""`; with `allowDeselect={false}` a choice cannot be taken back.
 */
export function SelectField<V extends FieldValues, T = V>({
  name,
  control,
  emptyAs,
  ...others
}: KindProps<V, T, SelectProps> & { emptyAs?: '' }) {
  const { value, onChange, ...binding } = useFieldBinding({ name, control });
  return (
    <Select
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
