import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { callControl } from '../api/mock-control';
import type { MockStatus } from '../lib/use-mock-status';

const HOUR_MS = 3_600_000;
const STEPS = [
  { label: '+1 hour', ms: HOUR_MS },
  { label: '+1 day', ms: 24 * HOUR_MS },
  { label: '+1 week', ms: 7 * 24 * HOUR_MS },
] as const;

/**
 * The mock's clock (POST /__mock/clock): what "now" is for the API (Active Dates, expiries,
 * the 7 idle days of a session), shown beside the browser's own time.
 */
export function ClockSection({ status, now }: { status: MockStatus; now: () => number }) {
  const [instant, setInstant] = useState('');
  const { state } = status;
  if (!state) return null;

  const setClock = (body: { now: string } | { advanceMs: number }) =>
    void status.run(() => callControl('POST', '/clock', body));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (instant) setClock({ now: `${instant}:00Z` });
  };

  return (
    <Stack component="section" aria-labelledby="mock-panel-clock" gap="xs">
      <Title order={3} size="h5" id="mock-panel-clock">
        Clock
      </Title>
      <Text size="sm" role="status">
        Mock time: {formatDate(state.clock, { weekday: true, time: true })} ({formatRelativeTime(state.clock, now())}{' '}
        for this browser)
      </Text>
      <Group gap="xs">
        {STEPS.map((step) => (
          <Button
            key={step.label}
            variant="default"
            size="compact-sm"
            disabled={status.isBusy}
            onClick={() => setClock({ advanceMs: step.ms })}
          >
            {step.label}
          </Button>
        ))}
      </Group>
      <Group component="form" align="flex-end" gap="xs" onSubmit={onSubmit}>
        <TextInput
          type="datetime-local"
          label="Set the clock to (UTC)"
          value={instant}
          onChange={(event) => setInstant(event.currentTarget.value)}
        />
        <Button type="submit" variant="default" disabled={status.isBusy || instant === ''}>
          Set clock
        </Button>
      </Group>
    </Stack>
  );
}
