import { Checkbox, Group, NativeSelect, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { User } from '@contract/schemas/user';
import { useState } from 'react';
import type { MockPanelHost } from '../lib/panel-host';
import { switchScenario } from '../lib/session-switches';
import type { MockStatus } from '../lib/use-mock-status';
import { ActionButton } from './action-button';

/**
 * Another scenario or seed: the mock's data starts afresh and every session ends, which
 * the section says before it happens; signed in, it offers to sign back in as the same
 * persona (on by default).
 */
export function ScenarioSection({
  host,
  user,
  status,
}: {
  host: MockPanelHost;
  user: User | null;
  status: MockStatus;
}) {
  const { state } = status;
  const [scenario, setScenario] = useState<string | null>(null);
  const [seed, setSeed] = useState<number | null>(null);
  const [signBack, setSignBack] = useState(true);
  if (!state) return null;
  const chosenScenario = scenario ?? state.scenario;
  const chosenSeed = seed ?? state.seed;

  return (
    <Stack component="section" aria-labelledby="mock-panel-scenario" gap="xs">
      <Title order={3} size="h5" id="mock-panel-scenario">
        Scenario
      </Title>
      <Text size="sm">
        The mock serves {state.scenario}, seed {state.seed}. Switching resets its data and signs you out.
      </Text>
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label="Scenario"
          data={state.scenarios}
          value={chosenScenario}
          onChange={(event) => setScenario(event.currentTarget.value)}
        />
        <NumberInput
          label="Seed"
          min={0}
          allowDecimal={false}
          allowNegative={false}
          w={110}
          value={chosenSeed}
          onChange={(value) => setSeed(typeof value === 'number' ? value : null)}
        />
      </Group>
      {user && (
        <Checkbox
          label={`Sign back in as ${user.fullName}`}
          checked={signBack}
          onChange={(event) => setSignBack(event.currentTarget.checked)}
        />
      )}
      <ActionButton
        w="fit-content"
        status={status}
        action={() =>
          switchScenario(host, {
            scenario: chosenScenario,
            seed: chosenSeed,
            signBackInAs: user && signBack ? user.email : null,
          })
        }
      >
        Switch scenario
      </ActionButton>
    </Stack>
  );
}
