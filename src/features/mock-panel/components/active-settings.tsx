import { Group, Stack, Text } from '@mantine/core';
import { callControl } from '../api/mock-control';
import type { MockRoute } from '../api/mock-types';
import { describeTarget } from '../lib/targets';
import type { MockStatus } from '../lib/use-mock-status';
import { ActionButton } from './action-button';

type Row = { key: string; text: string; action: string; run: () => Promise<unknown> };

/**
 * What is on now, whoever set it (this panel, a test, curl): the default latency, each
 * latency rule, fault and hold, each naming its contract route, each with its own way off.
 */
export function ActiveSettings({ routes, status }: { routes: readonly MockRoute[]; status: MockStatus }) {
  const { state } = status;
  if (!state) return null;
  const rows: Row[] = [
    ...(state.latencyMs > 0
      ? [
          {
            key: 'latency',
            text: `Every route waits ${state.latencyMs} ms`,
            action: 'Remove',
            run: () => callControl('POST', '/latency', { ms: 0 }),
          },
        ]
      : []),
    ...state.latencyRules.map((rule) => ({
      key: `latency ${describeTarget(rule, routes)}`,
      text: `${describeTarget(rule, routes)} waits ${rule.ms} ms`,
      action: 'Remove',
      run: () =>
        callControl('POST', '/latency', {
          ms: 0,
          ...(rule.route ? { route: rule.route } : { path: rule.path ?? '*', method: rule.method ?? undefined }),
        }),
    })),
    ...state.faults.map((fault) => ({
      key: `fault ${fault.id}`,
      text: `${describeTarget({ route: fault.route ?? null, path: fault.path ?? null, method: fault.method ?? null }, routes)}: fault ${fault.kind}${fault.status ? ` (${fault.status})` : ''}, ${fault.remaining === null ? 'until cleared' : `${fault.remaining} more`}`,
      action: 'Remove',
      run: () => callControl('DELETE', `/faults/${fault.id}`),
    })),
    ...state.holds.map((hold) => ({
      key: `hold ${hold.id}`,
      text: `${describeTarget(hold, routes)}: hold ${hold.count} (caught ${hold.caught}, waiting ${hold.waiting})`,
      action: 'Release',
      run: () => callControl('POST', `/holds/${hold.id}/release`),
    })),
  ];

  if (rows.length === 0) return <Text size="sm">No latency, faults or holds are on.</Text>;
  return (
    <Stack gap={4}>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="On now">
        {rows.map((row) => (
          <Group component="li" key={row.key} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {row.text}
            </Text>
            <ActionButton
              variant="subtle"
              size="compact-sm"
              status={status}
              action={row.run}
              aria-label={`${row.action}: ${row.text}`}
            >
              {row.action}
            </ActionButton>
          </Group>
        ))}
      </Stack>
      <ActionButton
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        status={status}
        action={() =>
          Promise.all([
            callControl('DELETE', '/latency'),
            callControl('DELETE', '/faults'),
            callControl('DELETE', '/holds'),
          ])
        }
      >
        Clear all
      </ActionButton>
    </Stack>
  );
}
