import { fireEvent, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput, type CodeInputHandle } from '@/components/code-input/code-input';
import { PageHeader } from '@/components/page-header';
import { renderRoute } from '../render';

/** The code input on a page of its own, with a way to reset it and to see the error state. */
const renderCodeInput = async ({ length, disabled }: { length?: number; disabled?: boolean } = {}) => {
  const onComplete = vi.fn<(code: string) => void>();
  function CodePage() {
    const ref = useRef<CodeInputHandle>(null);
    const [error, setError] = useState<string | undefined>();
    return (
      <>
        <PageHeader title="Code" />
        <CodeInput
          label="Verification code"
          length={length}
          onComplete={onComplete}
          error={error}
          disabled={disabled}
          autoFocus
          ref={ref}
        />
        <button type="button" onClick={() => ref.current?.reset()}>
          Reset
        </button>
        <button type="button" onClick={() => setError('That code is not right.')}>
          Fail
        </button>
      </>
    );
  }
  const view = await renderRoute('/code', { routes: [{ path: 'code', Component: CodePage }] });
  return { ...view, onComplete };
};

const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of \d$/ });
const values = () =>
  boxes()
    .map((box) => (box as HTMLInputElement).value)
    .join('|');

describe('the code input (spec section 5)', () => {
  it('has five boxes by default, each named for a screen reader, in a labelled group', async () => {
    await renderCodeInput();
    expect(boxes().map((box) => box.getAttribute('aria-label'))).toEqual([
      'Digit 1 of 5',
      'Digit 2 of 5',
      'Digit 3 of 5',
      'Digit 4 of 5',
      'Digit 5 of 5',
    ]);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[1]).toHaveAttribute('autocomplete', 'off');
  });

  it('moves forward as digits are typed, ignores anything else, and submits once when full', async () => {
    const { user, onComplete } = await renderCodeInput({ length: 4 });
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1a 2-3');
    expect(values()).toBe('1|2|3|');
    expect(boxes()[3]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();

    await user.keyboard('4');
    expect(values()).toBe('1|2|3|4');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('moves back with Backspace, emptying the box before; the arrow keys, Home and End move', async () => {
    const { user, onComplete } = await renderCodeInput({ length: 4 });
    await user.keyboard('123');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|2||');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('1|||');
    expect(boxes()[1]).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('|||');
    expect(boxes()[0]).toHaveFocus();

    await user.keyboard('{End}');
    expect(boxes()[3]).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('9');
    expect(values()).toBe('||9|');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('replaces a digit typed over, and submits the corrected code', async () => {
    const { user, onComplete } = await renderCodeInput({ length: 4 });
    await user.keyboard('1234');
    await user.click(boxes()[1]!);
    await user.keyboard('7');
    expect(values()).toBe('1|7|3|4');
    expect(onComplete.mock.calls).toEqual([['1234'], ['1734']]);
  });

  it('puts a pasted code in order, trimmed of spaces, into any box', async () => {
    const { user, onComplete } = await renderCodeInput({ length: 4 });
    await user.click(boxes()[2]!);
    await user.paste(' 12 34 ');
    expect(values()).toBe('1|2|3|4');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
  });

  it('cuts a paste longer than the boxes, and fills what a short one gives', async () => {
    const { user, onComplete } = await renderCodeInput({ length: 4 });
    await user.paste('123456');
    expect(values()).toBe('1|2|3|4');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(boxes()[0]).toHaveFocus();
    await user.paste('code: 98');
    expect(values()).toBe('9|8||');
    expect(boxes()[2]).toHaveFocus();
  });

  it('ignores a paste without digits', async () => {
    const { user } = await renderCodeInput({ length: 4 });
    await user.paste('abcd');
    expect(values()).toBe('|||');
  });

  it('spreads a whole code that an SMS autofill drops into one box', async () => {
    const { onComplete } = await renderCodeInput({ length: 4 });
    // An autofill is one change event on the focused box carrying the whole code.
    fireEvent.change(boxes()[0]!, { target: { value: '4321' } });
    expect(values()).toBe('4|3|2|1');
    expect(boxes()[3]).toHaveFocus();
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('4321');
  });

  it('resets for a new try: empty boxes, focus on the first, and the same code submits again', async () => {
    const { user, onComplete } = await renderCodeInput({ length: 4 });
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(values()).toBe('|||');
    expect(boxes()[0]).toHaveFocus();
    await user.keyboard('1234');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('marks the boxes invalid and announces the error', async () => {
    const { user } = await renderCodeInput({ length: 4 });
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That code is not right.');
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(box).toHaveAccessibleDescription('That code is not right.');
    }
  });

  it('takes nothing while disabled', async () => {
    const { user, onComplete } = await renderCodeInput({ length: 4, disabled: true });
    for (const box of boxes()) expect(box).toBeDisabled();
    await user.click(boxes()[0]!);
    await user.keyboard('1234');
    await user.paste('1234');
    expect(values()).toBe('|||');
    expect(onComplete).not.toHaveBeenCalled();
  });
});
