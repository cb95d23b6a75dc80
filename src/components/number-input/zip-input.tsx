import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { maskZip } from './zip-mask';

export type ZipInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/** A US zip code field: digits only, five at most, typed or pasted. */
export function ZipInput({ value, onChange, ...others }: ZipInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="postal-code"
      {...others}
      value={value}
      onChange={(event) => onChange(maskZip(event.currentTarget.value))}
    />
  );
}
