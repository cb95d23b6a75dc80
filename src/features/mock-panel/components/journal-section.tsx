import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { callControl } from '../api/mock-control';
import type { JournalEntry, Verdict } from '../api/mock-types';
import type { MockStatus } from '../lib/use-mock-status';

const SHOWN = 50;

/** In words, never by colour alone: the contract's verdict, or why it gave none. */
const verdictText = (what: string, verdict: Verdict): string =>
  verdict.verdict === 'valid' ? `${what} fits` : `${what} ${verdict.verdict}: ${verdict.detail}`;

const statusText = (entry: JournalEntry): string =>
  entry.status === null ? 'waiting' : entry.status === 0 ? 'no answer' : String(entry.status);

/**
 * The request journal (GET /__mock/requests): what the app asked of the API, newest first,
 * each row naming its contract route, who asked, and what the contract said of the
 * request and of the answer.
 */
export function JournalSection({ status }: { status: MockStatus }) {
  const [entries, setEntries] = useState<JournalEntry[]>([]);
  const [reads, setReads] = useState(0);
  const { run, state } = status;

  // Read again after every change of the mock's state the panel saw (each action reads it).
  useEffect(() => {
    let isCurrent = true;
    callControl<{ requests: JournalEntry[] }>('GET', `/requests?limit=${SHOWN}`).then(
      ({ requests }) => isCurrent && setEntries(requests),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [reads, state]);
  const load = () => setReads((count) => count + 1);

  return (
    <Stack component="section" aria-labelledby="mock-panel-journal" gap="xs">
      <Group justify="space-between">
        <Title order={3} size="h5" id="mock-panel-journal">
          Requests
        </Title>
        <Group gap="xs">
          <Button variant="default" size="compact-sm" disabled={status.isBusy} onClick={load}>
            Refresh
          </Button>
          <Button
            variant="subtle"
            size="compact-sm"
            disabled={status.isBusy}
            onClick={() => void run(() => callControl('DELETE', '/requests'))}
          >
            Clear
          </Button>
        </Group>
      </Group>
      {entries.length === 0 ? (
        <Text size="sm">No requests since the journal was last cleared.</Text>
      ) : (
        // Its own scroll, reachable by keyboard: the page never scrolls sideways, even at 390 px.
        <div tabIndex={0} role="region" aria-label="Requests, scrolls sideways" style={{ overflowX: 'auto' }}>
          <Table striped verticalSpacing={4} fz="xs" miw={640}>
            <Table.Caption>The last {SHOWN} API requests, newest first</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Request</Table.Th>
                <Table.Th scope="col">Route</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Time</Table.Th>
                <Table.Th scope="col">Signed in as</Table.Th>
                <Table.Th scope="col">Contract</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {entry.method} {entry.path}
                    {entry.query}
                  </Table.Td>
                  <Table.Td>{entry.route ?? 'none'}</Table.Td>
                  <Table.Td>
                    {statusText(entry)}
                    {entry.fault ? ` (fault ${entry.fault})` : ''}
                  </Table.Td>
                  <Table.Td>{entry.durationMs === null ? '' : `${Math.round(entry.durationMs)} ms`}</Table.Td>
                  <Table.Td>{entry.persona ?? 'nobody'}</Table.Td>
                  <Table.Td>
                    {verdictText('request', entry.request)}; {verdictText('answer', entry.response)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
