import { Group, Input, Stack, Text } from '@mantine/core';
import { useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { applyInput, emptyDigits, fromWholeCode, isComplete, type CodeDigits } from './code-digits';
import { handleCodeKey } from './code-keys';
import classes from './code-input.module.css';

const DEFAULT_CODE_LENGTH = 5;

export type CodeInputHandle = {
  /** Empties every box and puts focus on the first one, for a new try. */
  reset: () => void;
  focus: () => void;
};

export type CodeInputProps = {
  /** The visible name of the boxes as a group, e.g. 'Verification code'. */
  label: string;
  /** Number of boxes: 5 by default, the verification cards use 4. */
  length?: number;
  /** Called when every box holds a digit (spec: "It submits when all boxes are filled"). */
  onComplete: (code: string) => void;
  onChange?: (code: string) => void;
  description?: ReactNode;
  /** Shown under the boxes and announced; the boxes are marked invalid. */
  error?: ReactNode;
  disabled?: boolean;
  /** Keeps the boxes (and focus) in place but takes no input: a code is being checked. */
  readOnly?: boolean;
  /** Focus the first box when shown. */
  autoFocus?: boolean;
  ref?: Ref<CodeInputHandle>;
};

/**
 * A one-time code in N single-digit boxes. Digits only; typing moves forward, Backspace
 * back, the arrow keys, Home and End move; a paste into any box fills the boxes in order
 * from the first; an SMS autofill (`autocomplete="one-time-code"` on the first box) that
 * drops the whole code into one box is spread across them.
 */
export function CodeInput({
  label,
  length = DEFAULT_CODE_LENGTH,
  onComplete,
  onChange,
  description,
  error,
  disabled = false,
  readOnly = false,
  autoFocus = false,
  ref,
}: CodeInputProps) {
  const id = useId();
  const [digits, setDigits] = useState<CodeDigits>(() => emptyDigits(length));
  // The latest digits for handlers that run before React re-renders (fast typing, autofill).
  const digitsRef = useRef(digits);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  // The code last handed to onComplete: a full code is submitted once, not on every render.
  const completedRef = useRef<string | null>(null);
  // Focus asked for while the boxes may still be disabled; applied after the next render.
  const wantsFocusRef = useRef(autoFocus);
  const isLocked = disabled || readOnly;

  const focusBox = (index: number) => {
    const box = inputs.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const commit = (next: CodeDigits) => {
    digitsRef.current = next;
    setDigits(next);
    const code = next.join('');
    onChange?.(code);
    if (!isComplete(next)) {
      completedRef.current = null;
    } else if (completedRef.current !== code) {
      completedRef.current = code;
      onComplete(code);
    }
  };

  useImperativeHandle(ref, () => ({
    reset: () => {
      const empty = emptyDigits(length);
      digitsRef.current = empty;
      completedRef.current = null;
      setDigits(empty);
      wantsFocusRef.current = true;
    },
    focus: () => focusBox(0),
  }));

  useEffect(() => {
    if (!wantsFocusRef.current || disabled) return;
    wantsFocusRef.current = false;
    focusBox(0);
  });

  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy =
    [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <Stack gap={6}>
      <Text id={`${id}-label`} component="span" size="sm" fw={500}>
        {label}
      </Text>
      {description && (
        <Input.Description id={descriptionId} component="span">
          {description}
        </Input.Description>
      )}
      <Group role="group" aria-labelledby={`${id}-label`} gap="xs" wrap="nowrap">
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className={classes.box}
            type="text"
            value={digit}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            // The first box takes the OS's one-time-code suggestion; the others must not.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            inputMode="numeric"
            data-autofocus={autoFocus && index === 0 ? true : undefined}
            disabled={disabled}
            readOnly={readOnly}
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={(event) =>
              handleCodeKey(event, { index, digits: digitsRef.current, length, isLocked, commit, focusBox })
            }
            onPaste={(event) => {
              event.preventDefault();
              if (isLocked) return;
              const next = fromWholeCode(event.clipboardData.getData('text'), length);
              if (next.every((box) => box === '')) return;
              commit(next);
              focusBox(Math.min(next.filter((box) => box !== '').length, length - 1));
            }}
            onChange={(event) => {
              if (isLocked) return;
              const result = applyInput(digitsRef.current, index, event.currentTarget.value);
              if (result.kind === 'none') return;
              commit(result.digits);
              focusBox(result.focus);
            }}
          />
        ))}
      </Group>
      {error && (
        // role=alert: a new message (the next wrong try says how many are left) is announced.
        <Input.Error id={errorId} component="span" role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
