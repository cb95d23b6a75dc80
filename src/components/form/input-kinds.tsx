import { NumberInput as MantineNumberInput, type NumberInputProps as MantineNumberInputProps } from '@mantine/core';
import { ImageUpload, type ImageUploadProps } from '@/components/image-upload/image-upload';
import { NumberInput, type NumberInputProps } from '@/components/number-input/number-input';
import type { NumberFieldValue } from '@/components/number-input/number-value';
import { ZipInput, type ZipInputProps } from '@/components/number-input/zip-input';
import { PhoneInput, type PhoneInputProps } from '@/components/phone-input/phone-input';
import { inputKind } from './input-kind';

/*
 * The form kit's kinds whose input shapes what is typed (amounts, numbers, phone numbers, zip
 * codes) or picked (an image): each takes every prop of its input but the wiring, bound by name
 * through the kit's one binding (form-field.tsx).
 */

/** A dollar amount: comma thousands separator, decimals allowed. */
export const MoneyField = inputKind<NumberFieldValue, NumberInputProps, Omit<NumberInputProps, 'isMoney'>>(
  NumberInput,
  { isMoney: true, maw: 280 },
);

/** A whole or decimal number, as Mantine's NumberInput takes it. */
export const NumberField = inputKind<number | string, MantineNumberInputProps>(MantineNumberInput);

/** A US phone number, formatted as it is typed. */
export const PhoneField = inputKind<string, PhoneInputProps>(PhoneInput);

/** A five-digit zip code. */
export const ZipField = inputKind<string, ZipInputProps>(ZipInput);

/** An image file, checked and scaled down before it is kept. */
export const ImageField = inputKind<File | null, ImageUploadProps>(ImageUpload);
