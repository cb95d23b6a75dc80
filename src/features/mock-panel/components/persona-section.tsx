import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import type { User } from '@contract/schemas/user';
import { useEffect, useState } from 'react';
import { callControl } from '../api/mock-control';
import type { Persona } from '../api/mock-types';
import type { MockPanelHost } from '../lib/panel-host';
import { switchPersona } from '../lib/session-switches';
import type { MockStatus } from '../lib/use-mock-status';

/**
 * One click signs in as a persona (the same personas the Google chooser offers): the
 * app's header, screens and cached user follow at once. The personas are read from the
 * mock, as the current scenario holds them.
 */
export function PersonaSection({ host, user, status }: { host: MockPanelHost; user: User | null; status: MockStatus }) {
  const [personas, setPersonas] = useState<Persona[]>([]);
  const scenario = status.state?.scenario;

  useEffect(() => {
    if (scenario === undefined) return;
    callControl<{ personas: Persona[] }>('GET', '/personas').then(
      ({ personas: found }) => setPersonas(found),
      () => setPersonas([]),
    );
  }, [scenario]);

  return (
    <Stack component="section" aria-labelledby="mock-panel-personas" gap="xs">
      <Title order={3} size="h5" id="mock-panel-personas">
        Sign in as
      </Title>
      <Text size="sm">{user ? `Signed in as ${user.fullName} (${user.email}).` : 'Signed out.'}</Text>
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {personas.map((persona) => {
          const isCurrent = user?.id === persona.id;
          return (
            <li key={persona.key}>
              <Button
                variant={isCurrent ? 'light' : 'default'}
                fullWidth
                justify="space-between"
                disabled={isCurrent || status.isBusy}
                rightSection={isCurrent ? <Badge variant="outline">signed in</Badge> : null}
                onClick={() => void status.run(() => switchPersona(host, persona.email))}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                h="auto"
                py={6}
              >
                {persona.fullName} · {persona.email}
              </Button>
            </li>
          );
        })}
      </Stack>
      {user && (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          disabled={status.isBusy}
          onClick={() => void status.run(() => host.sessionActions.signOut())}
        >
          Sign out
        </Button>
      )}
    </Stack>
  );
}
