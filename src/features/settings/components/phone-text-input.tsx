import { TextInput, type TextInputProps } from '@mantine/core';
import { formatUsPhone } from '@/lib/phone-mask';

type PhoneTextInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A text field that keeps its value in the US mask '(555) 123-1234' while the user types or pastes. */
export function PhoneTextInput({ value, onChange, ...props }: PhoneTextInputProps) {
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="(555) 123-1234"
      value={value}
      onChange={(event) => onChange(formatUsPhone(event.currentTarget.value))}
    />
  );
}
