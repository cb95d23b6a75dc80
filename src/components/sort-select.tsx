import { NativeSelect } from '@mantine/core';

export type SortOption<T extends string> = { value: T; label: string };

type SortSelectProps<T extends string> = {
  value: T;
  options: readonly SortOption<T>[];
  onChange: (value: T) => void;
};

/**
 * 'Sort by', the same control on every list (the dashboard and the offers tab): a native
 * select, whose chosen option always reads as chosen, with no placeholder that could pass for
 * a value. The default order is an option of its own ('Newest first'). It is as wide as its
 * longest option, so whichever is chosen shows whole.
 */
export function SortSelect<T extends string>({ value, options, onChange }: SortSelectProps<T>) {
  return (
    <NativeSelect
      label="Sort by"
      // As wide as its longest option, never wider than the screen: the chosen order reads whole.
      w="fit-content"
      maw="100%"
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.currentTarget.value);
        if (chosen) onChange(chosen.value);
      }}
    />
  );
}
