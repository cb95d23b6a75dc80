import { Button, Group, NativeSelect, NumberInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { callControl } from '../api/mock-control';
import type { MockRoute } from '../api/mock-types';
import type { MockStatus } from '../lib/use-mock-status';

const EVERY_ROUTE = '*';
const FAULT_KINDS = ['500', 'timeout', 'malformed', 'network'] as const;

/** The contract's routes grouped by domain, each named by its id, method and path. */
const routeOptions = (routes: readonly MockRoute[]) => {
  const domains = new Map<string, { value: string; label: string }[]>();
  for (const route of routes) {
    const domain = route.id.split('.')[0]!;
    domains.set(domain, [
      ...(domains.get(domain) ?? []),
      { value: route.id, label: `${route.id}: ${route.method} ${route.path}` },
    ]);
  }
  return [
    { group: 'All', items: [{ value: EVERY_ROUTE, label: 'Every route' }] },
    ...[...domains].map(([group, items]) => ({ group, items })),
  ];
};

const optionalNumber = (value: number | string): number | undefined => (typeof value === 'number' ? value : undefined);

/**
 * Latency, a fault or a hold for one contract route (or every route), chosen from the
 * contract's list: each a control call (POST /__mock/latency, /faults, /holds).
 */
export function RouteSettingsForm({ routes, status }: { routes: readonly MockRoute[]; status: MockStatus }) {
  const [route, setRoute] = useState(EVERY_ROUTE);
  const [delay, setDelay] = useState<number | string>(1000);
  const [kind, setKind] = useState<string>('500');
  const [faultStatus, setFaultStatus] = useState<number | string>('');
  const [times, setTimes] = useState<number | string>(1);
  const [holdCount, setHoldCount] = useState<number | string>(1);
  const target = route === EVERY_ROUTE ? { path: '*' } : { route };

  return (
    <Stack gap="xs">
      <NativeSelect
        label="Route"
        data={routeOptions(routes)}
        value={route}
        onChange={(event) => setRoute(event.currentTarget.value)}
      />
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Delay (ms)"
          min={0}
          max={60_000}
          allowDecimal={false}
          w={120}
          value={delay}
          onChange={setDelay}
        />
        <Button
          variant="default"
          disabled={status.isBusy}
          onClick={() =>
            void status.run(() =>
              callControl('POST', '/latency', {
                ms: optionalNumber(delay) ?? 0,
                ...(route === EVERY_ROUTE ? {} : { route }),
              }),
            )
          }
        >
          Set delay
        </Button>
      </Group>
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label="Fault"
          data={[...FAULT_KINDS]}
          w={120}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value)}
        />
        <NumberInput
          label="Status"
          description="500, malformed"
          min={200}
          max={599}
          allowDecimal={false}
          w={100}
          value={faultStatus}
          onChange={setFaultStatus}
        />
        <NumberInput
          label="Times"
          description="empty: until cleared"
          min={1}
          allowDecimal={false}
          w={120}
          value={times}
          onChange={setTimes}
        />
        <Button
          variant="default"
          disabled={status.isBusy}
          onClick={() =>
            void status.run(() =>
              callControl('POST', '/faults', {
                ...target,
                kind,
                status: kind === '500' || kind === 'malformed' ? optionalNumber(faultStatus) : undefined,
                times: optionalNumber(times),
              }),
            )
          }
        >
          Add fault
        </Button>
      </Group>
      <Group align="flex-end" gap="xs">
        <NumberInput
          label="Requests to hold"
          min={1}
          max={1000}
          allowDecimal={false}
          w={140}
          value={holdCount}
          onChange={setHoldCount}
        />
        <Button
          variant="default"
          disabled={status.isBusy}
          onClick={() =>
            void status.run(() => callControl('POST', '/holds', { ...target, count: optionalNumber(holdCount) ?? 1 }))
          }
        >
          Hold
        </Button>
      </Group>
    </Stack>
  );
}
