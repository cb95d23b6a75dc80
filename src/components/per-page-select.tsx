import { NativeSelect } from '@mantine/core';

type PerPageSelectProps = {
  value: number;
  options: readonly number[];
  onChange: (perPage: number) => void;
  /** The field's name for assistive tech; the options read 'N at once'. */
  label?: string;
};

/** The page size, shown as '12 at once' and so on. */
export function PerPageSelect({ value, options, onChange, label = 'Results per page' }: PerPageSelectProps) {
  return (
    <NativeSelect
      aria-label={label}
      w={140}
      value={String(value)}
      data={options.map((option) => ({ value: String(option), label: `${option} at once` }))}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
    />
  );
}
