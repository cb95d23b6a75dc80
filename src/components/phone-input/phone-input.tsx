import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { useLayoutEffect, useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { caretAfterDigits, digitsBefore, formatPhone, pastedPhoneDigits, phoneDigits } from './phone-format';

const PHONE_PLACEHOLDER = '(555) 123-1234';

export type PhoneInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** The masked text, '(555) 123-1234' once complete; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A US phone field with the mask '(ddd) ddd-dddd', applied as the user
 * types, deletes or pastes. It is a plain labelled text field with the masked value and no
 * placeholder characters inside it, so a screen reader reads exactly what was typed; the
 * caret stays after the same digit when a separator appears or goes.
 * In a form it is the form kit's PhoneField (components/form/input-kinds.tsx).
 */
export function PhoneInput({ value, onChange, ref, onKeyDown, onPaste, ...others }: PhoneInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  // Digits before the caret, to restore once React has rendered the new masked value.
  const pendingCaret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = pendingCaret.current;
    pendingCaret.current = null;
    if (digits === null || !input || input.ownerDocument.activeElement !== input) return;
    const position = caretAfterDigits(input.value, digits);
    input.setSelectionRange(position, position);
  });

  const commit = (digits: string, caretDigits: number) => {
    const next = formatPhone(digits);
    pendingCaret.current = Math.min(caretDigits, phoneDigits(next).length);
    onChange(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: raw, selectionStart } = event.currentTarget;
    commit(raw, phoneDigits(raw.slice(0, selectionStart ?? raw.length)).length);
  };

  // A separator is not a digit of the number: Backspace or Delete next to one removes the
  // digit beyond it, as if the separator were not there.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const { selectionStart: start, selectionEnd: end } = event.currentTarget;
    if (event.defaultPrevented || start === null || start !== end) return;
    const digits = phoneDigits(value);
    const before = digitsBefore(value, start);
    const isBackspaceOnSeparator = event.key === 'Backspace' && start > 0 && /\D/.test(value.charAt(start - 1));
    const isDeleteOnSeparator = event.key === 'Delete' && start < value.length && /\D/.test(value.charAt(start));
    if (isBackspaceOnSeparator && before > 0) {
      event.preventDefault();
      commit(digits.slice(0, before - 1) + digits.slice(before), before - 1);
    } else if (isDeleteOnSeparator && before < digits.length) {
      event.preventDefault();
      commit(digits.slice(0, before) + digits.slice(before + 1), before);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? value.length;
    const end = input.selectionEnd ?? start;
    const head = value.slice(0, start).replace(/\D/g, '') + pastedPhoneDigits(event.clipboardData.getData('text'));
    commit(head + value.slice(end).replace(/\D/g, ''), phoneDigits(head).length);
  };

  return (
    <TextInput
      placeholder={PHONE_PLACEHOLDER}
      {...others}
      ref={mergedRef}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      value={value}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onPaste={handlePaste}
    />
  );
}
