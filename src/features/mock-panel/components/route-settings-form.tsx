import { Group, NativeSelect, NumberInput, Stack, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { callControl } from '../api/mock-control';
import type { MockRoute } from '../api/mock-types';
import type { MockStatus } from '../lib/use-mock-status';
import { ActionButton } from './action-button';

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

/** A whole-number input's state: what it shows, and the number in it (undefined while it is empty). */
const useWholeNumber = (initial: number | '') => {
  const [value, setValue] = useState<number | string>(initial);
  return { field: { value, onChange: setValue }, number: typeof value === 'number' ? value : undefined };
};

/** A count the panel sends: whole numbers only. */
function WholeNumberInput(props: Omit<NumberInputProps, 'allowDecimal'>) {
  return <NumberInput {...props} allowDecimal={false} />;
}

/**
 * Latency, a fault or a hold for one contract route (or every route), chosen from the
 * contract's list: each a control call (POST /__mock/latency, /faults, /holds).
 */
export function RouteSettingsForm({ routes, status }: { routes: readonly MockRoute[]; status: MockStatus }) {
  const [route, setRoute] = useState(EVERY_ROUTE);
  const delay = useWholeNumber(1000);
  const [kind, setKind] = useState<string>('500');
  const faultStatus = useWholeNumber('');
  const times = useWholeNumber(1);
  const holdCount = useWholeNumber(1);
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
        <WholeNumberInput label="Delay (ms)" min={0} max={60_000} w={120} {...delay.field} />
        <ActionButton
          variant="default"
          status={status}
          action={() =>
            callControl('POST', '/latency', {
              ms: delay.number ?? 0,
              ...(route === EVERY_ROUTE ? {} : { route }),
            })
          }
        >
          Set delay
        </ActionButton>
      </Group>
      <Group align="flex-end" gap="xs">
        <NativeSelect
          label="Fault"
          data={[...FAULT_KINDS]}
          w={120}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value)}
        />
        <WholeNumberInput
          label="Status"
          description="500, malformed"
          min={200}
          max={599}
          w={100}
          {...faultStatus.field}
        />
        <WholeNumberInput label="Times" description="empty: until cleared" min={1} w={120} {...times.field} />
        <ActionButton
          variant="default"
          status={status}
          action={() =>
            callControl('POST', '/faults', {
              ...target,
              kind,
              status: kind === '500' || kind === 'malformed' ? faultStatus.number : undefined,
              times: times.number,
            })
          }
        >
          Add fault
        </ActionButton>
      </Group>
      <Group align="flex-end" gap="xs">
        <WholeNumberInput label="Requests to hold" min={1} max={1000} w={140} {...holdCount.field} />
        <ActionButton
          variant="default"
          status={status}
          action={() => callControl('POST', '/holds', { ...target, count: holdCount.number ?? 1 })}
        >
          Hold
        </ActionButton>
      </Group>
    </Stack>
  );
}
