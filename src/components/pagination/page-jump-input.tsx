import { TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { resolvePageJump } from './page-jump';

type PageJumpInputProps = { page: number; lastPage: number; onChange: (page: number) => void };

/**
 * A box to type a page number into; Enter or leaving the box goes there. Mounted with
 * `key={page}` by its parent, so the text follows the page shown.
 */
export function PageJumpInput({ page, lastPage, onChange }: PageJumpInputProps) {
  const [text, setText] = useState(String(page));

  const commit = () => {
    const target = resolvePageJump(text, page, lastPage);
    setText(String(target));
    if (target !== page) onChange(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <TextInput
      label="Go to page"
      description={`1 to ${lastPage}`}
      inputMode="numeric"
      w={110}
      size="xs"
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      onBlur={commit}
    />
  );
}
