import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { formatPhone, pastedPhoneDigits } from '@/components/phone-input/phone-format';

afterEach(cleanup);

function Harness({ initial = '', onValue }: { initial?: string; onValue?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <PhoneInput
      label="Phone number"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

const setup = (initial?: string) => {
  const onValue = vi.fn();
  render(
    <MantineProvider env="test">
      <Harness initial={initial} onValue={onValue} />
    </MantineProvider>,
  );
  return {
    user: userEvent.setup(),
    input: screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement,
    onValue,
  };
};

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['555123', '(555) 123'],
    ['5551231', '(555) 123-1'],
    ['5551231234', '(555) 123-1234'],
    ['55512312345', '(555) 123-1234'],
    ['0555', '(555'],
    ['abc555def1231234', '(555) 123-1234'],
  ])('%s -> %s', (digits, masked) => {
    expect(formatPhone(digits)).toBe(masked);
  });

  it('drops the country code of pasted numbers only', () => {
    expect(pastedPhoneDigits('+1 (555) 123-1234')).toBe('5551231234');
    expect(pastedPhoneDigits('555.123.1234')).toBe('5551231234');
    expect(pastedPhoneDigits('1551231234')).toBe('1551231234');
  });
});

describe('PhoneInput', () => {
  it('is a labelled phone field with the format as placeholder', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    expect(input).toHaveAttribute('placeholder', '(555) 123-1234');
  });

  it('masks as the user types, ignoring letters, a leading zero and an eleventh digit', async () => {
    const { user, input, onValue } = setup();
    await user.type(input, '0');
    expect(input).toHaveValue('');
    await user.type(input, '5');
    expect(input).toHaveValue('(5');
    await user.type(input, '55x1');
    expect(input).toHaveValue('(555) 1');
    await user.type(input, '2312349');
    expect(input).toHaveValue('(555) 123-1234');
    expect(onValue).toHaveBeenLastCalledWith('(555) 123-1234');
  });

  it('accepts a pasted number in any notation, country code included', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('+1 503-555-0142');
    expect(input).toHaveValue('(503) 555-0142');
  });

  it('pastes digits where the caret is', async () => {
    const { user, input } = setup('(503) 0142');
    await user.click(input);
    input.setSelectionRange(6, 6); // after '(503) '
    await user.paste('555');
    expect(input).toHaveValue('(503) 555-0142');
    expect(input.selectionStart).toBe(9);
  });

  it('deletes digits with Backspace, stepping over the separators', async () => {
    const { user, input } = setup('(555) 123-1234');
    await user.click(input);
    input.setSelectionRange(10, 10); // after the dash
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(555) 121-234');
    expect(input.selectionStart).toBe(8);
    await user.keyboard('{Backspace}{Backspace}');
    expect(input).toHaveValue('(555) 123-4');
    expect(input.selectionStart).toBe(4);
  });

  it('empties completely with Backspace', async () => {
    const { user, input } = setup('(555) 1');
    await user.click(input);
    input.setSelectionRange(7, 7);
    await user.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('');
  });
});
