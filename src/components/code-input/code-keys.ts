import type { KeyboardEvent } from 'react';
import { replaceAt, type CodeDigits } from './code-digits';

type Options = {
  /** The box the key was pressed in. */
  index: number;
  digits: CodeDigits;
  length: number;
  isLocked: boolean;
  commit: (next: CodeDigits) => void;
  focusBox: (index: number) => void;
};

/**
 * The keys that move between the boxes or empty them. Typing itself goes through the
 * boxes' change events, which also carry what a phone keyboard or an autofill sends.
 */
export const handleCodeKey = (
  event: KeyboardEvent<HTMLInputElement>,
  { index, digits, length, isLocked, commit, focusBox }: Options,
) => {
  switch (event.key) {
    case 'Backspace': {
      event.preventDefault();
      if (isLocked) return;
      // A filled box is emptied where it is; an empty one hands Backspace to the box before.
      if (digits[index] !== '') {
        commit(replaceAt(digits, index, ''));
      } else if (index > 0) {
        commit(replaceAt(digits, index - 1, ''));
        focusBox(index - 1);
      }
      return;
    }
    case 'Delete':
      event.preventDefault();
      if (!isLocked && digits[index] !== '') commit(replaceAt(digits, index, ''));
      return;
    case 'ArrowLeft':
      event.preventDefault();
      focusBox(index - 1);
      return;
    case 'ArrowRight':
      event.preventDefault();
      focusBox(index + 1);
      return;
    case 'Home':
      event.preventDefault();
      focusBox(0);
      return;
    case 'End':
      event.preventDefault();
      focusBox(length - 1);
      return;
  }
};
