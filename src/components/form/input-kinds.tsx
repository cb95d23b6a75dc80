import { NumberInput as MantineNumberInput, type NumberInputProps as MantineNumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { ImageUpload, type ImageUploadProps } from '@/components/image-upload/image-upload';
import { NumberInput, type NumberInputProps } from '@/components/number-input/number-input';
import type { NumberFieldValue } from '@/components/number-input/number-value';
import { ZipInput, type ZipInputProps } from '@/components/number-input/zip-input';
import { PhoneInput, type PhoneInputProps } from '@/components/phone-input/phone-input';
import { useKindBinding, type BindingProp, type FieldOf } from './form-field';

/*
 * The form kit's kinds whose input shapes what is typed (amounts, numbers, phone numbers, zip
 * codes) or picked (an image): each takes every prop of its input but the wiring, bound by name
 * through the kit's one binding (form-field.tsx).
 */

type KindProps<V extends FieldValues, Value, T, P> = Omit<P, BindingProp> & FieldOf<V, Value, T>;

/** A dollar amount: comma thousands separator, decimals allowed. */
export function MoneyField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, NumberFieldValue, T, Omit<NumberInputProps, 'isMoney'>>) {
  return <NumberInput isMoney maw={280} {...others} {...useKindBinding({ name, control })} />;
}

/** A whole or decimal number, as Mantine's NumberInput takes it. */
export function NumberField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, number | string, T, MantineNumberInputProps>) {
  return <MantineNumberInput {...others} {...useKindBinding({ name, control })} />;
}

/** A US phone number, formatted as it is typed. */
export function PhoneField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, string, T, PhoneInputProps>) {
  return <PhoneInput {...others} {...useKindBinding({ name, control })} />;
}

/** A five-digit zip code. */
export function ZipField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, string, T, ZipInputProps>) {
  return <ZipInput {...others} {...useKindBinding({ name, control })} />;
}

/** An image file, checked and scaled down before it is kept. */
export function ImageField<V extends FieldValues, T = V>({
  name,
  control,
  ...others
}: KindProps<V, File | null, T, ImageUploadProps>) {
  return <ImageUpload {...others} {...useKindBinding({ name, control })} />;
}
