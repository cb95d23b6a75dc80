import { NumberInput as MantineNumberInput, type NumberInputProps as MantineNumberInputProps } from '@mantine/core';
import type { NumberFieldValue } from './number-value';

export type NumberInputProps = Omit<MantineNumberInputProps, 'value' | 'defaultValue' | 'onChange'> & {
  value: NumberFieldValue;
  onChange: (value: NumberFieldValue) => void;
  /** Dollars: a '$' prefix. */
  isMoney?: boolean;
};

/**
 * A number field with a comma thousands separator that allows decimals:
 * two by default. Its value is a number, or the text while it is not one yet (see
 * number-value.ts). Negative numbers are refused unless `allowNegative` says otherwise.
 */
export function NumberInput({ isMoney = false, ...others }: NumberInputProps) {
  return (
    <MantineNumberInput
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      inputMode="decimal"
      prefix={isMoney ? '$' : undefined}
      {...others}
    />
  );
}
