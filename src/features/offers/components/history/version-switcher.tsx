import { Button, Group, NativeSelect } from '@mantine/core';

type VersionSwitcherProps = {
  titles: readonly string[];
  shown: number;
  onShow: (index: number) => void;
};

/**
 * History on a phone: which version the table shows, one at a time (the current offer first),
 * with the neighbours a tap away.
 */
export function VersionSwitcher({ titles, shown, onShow }: VersionSwitcherProps) {
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Button variant="default" onClick={() => onShow(shown - 1)} disabled={shown === 0} aria-label="Newer version">
        ‹
      </Button>
      <NativeSelect
        label="Version shown"
        style={{ flex: 1 }}
        data={titles.map((title, index) => ({ value: String(index), label: title }))}
        value={String(shown)}
        onChange={(event) => onShow(Number(event.currentTarget.value))}
      />
      <Button
        variant="default"
        onClick={() => onShow(shown + 1)}
        disabled={shown === titles.length - 1}
        aria-label="Older version"
      >
        ›
      </Button>
    </Group>
  );
}
