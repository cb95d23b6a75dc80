import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { toggleEffectText } from '../../lib/decisions/contingent-toggle-effect';

/**
 * The toggle: when on, a contingent offer's price does not trigger anyone's escalation clause.
 * Once switched it says what it changed (a live status line), since often nothing in view
 * moves. `moved` is null while the offers it needs are still loading: then it says nothing.
 */
export function ContingentToggle({
  contingentOffersTrigger,
  onChange,
  moved,
  shownIds,
}: {
  contingentOffersTrigger: boolean;
  onChange: (triggers: boolean) => void;
  /** The offers whose escalated price the toggle changes (lib/decisions/contingent-toggle-effect.ts). */
  moved: ReadonlySet<number> | null;
  /** The offers on screen, for "n shown here". */
  shownIds: readonly number[];
}) {
  const [isSwitched, setIsSwitched] = useState(false);
  return (
    <Stack gap={4}>
      <Switch
        label="Contingent offers do not trigger escalation"
        checked={!contingentOffersTrigger}
        onChange={(event) => {
          setIsSwitched(true);
          onChange(!event.currentTarget.checked);
        }}
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite" miw={0}>
        {isSwitched && moved ? toggleEffectText(moved, shownIds) : ''}
      </Text>
    </Stack>
  );
}
