import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

const SEARCH_DEBOUNCE_MS = 400;

/**
 * The search box: what is typed reaches the URL 400 ms after the last key.
 * It follows the URL when the URL changes by other means (Back, clearing the filters), but
 * not when the URL catches up with a search this box sent, so nothing typed meanwhile is lost.
 */
type ListingSearchInputProps = {
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
};

export function ListingSearchInput({ value, onSearch, label, placeholder }: ListingSearchInputProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [sent, setSent] = useState<string | null>(null);

  if (value !== seen) {
    setSeen(value);
    if (value === sent) setSent(null);
    else setText(value);
  }

  const send = useDebouncedCallback((next: string) => {
    const search = next.trim();
    if (search === value) return;
    setSent(search);
    onSearch(search);
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      type="search"
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') send.flush();
      }}
    />
  );
}
