import { Alert, Box, Button, Divider, Drawer, Stack, Title } from '@mantine/core';
import type { User } from '@contract/schemas/user';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { callControl } from '../api/mock-control';
import type { MockRoute } from '../api/mock-types';
import type { MockPanelHost } from '../lib/panel-host';
import { activeSettingsCount, useMockStatus } from '../lib/use-mock-status';
import type { SignedOutAtStart } from '../session/adopt-mock-session';
import { ActiveSettings } from './active-settings';
import { ClockSection } from './clock-section';
import { JournalSection } from './journal-section';
import { PersonaSection } from './persona-section';
import { RouteSettingsForm } from './route-settings-form';
import { ScenarioSection } from './scenario-section';
import { SignedOutNotice } from './signed-out-notice';
import { useKeepOutOfTheWay } from './use-panel-visibility';

const DRAWER_ID = 'mock-panel-drawer';

/**
 * The mock panel (docs/mock-panel.md): a small toggle in the corner,
 * and a drawer that switches persona, scenario and seed, moves the mock's clock, sets
 * latency, faults and holds per contract route, and shows the request journal. Only the
 * /__mock controls, so it works alike on the in-browser mock and on `npm run mock:serve`.
 */
export function MockPanel({
  host,
  signedOut = null,
  now = () => Date.now(),
}: {
  host: MockPanelHost;
  signedOut?: SignedOutAtStart | null;
  /** The browser's time, which the clock section compares the mock's with. */
  now?: () => number;
}) {
  const [isOpen, setOpen] = useState(false);
  const isHidden = useKeepOutOfTheWay(host);
  const [notice, setNotice] = useState(signedOut);
  const [routes, setRoutes] = useState<MockRoute[]>([]);
  const user: User | null = useSyncExternalStore(host.session.subscribe, () => host.session.getState().user);
  const status = useMockStatus();
  const active = activeSettingsCount(status.state);

  useEffect(() => {
    if (!isOpen || routes.length > 0) return;
    callControl<{ routes: MockRoute[] }>('GET', '/routes').then(
      (found) => setRoutes(found.routes),
      () => undefined,
    );
  }, [isOpen, routes.length]);

  const signBackIn = (email: string) =>
    void status.run(async () => {
      const { user: signedIn } = await callControl<{ user: User }>('POST', '/sessions', { email });
      setNotice(null);
      await host.sessionActions.completeSignIn(signedIn);
    });

  if (isHidden) return null;
  return (
    <Box component="aside" aria-label="Mock panel" pos="fixed" left={8} bottom={8} style={{ zIndex: 190 }}>
      <Stack gap={6} align="flex-start">
        {notice && (
          <SignedOutNotice
            signedOut={notice}
            isBusy={status.isBusy}
            onSignBackIn={() => signBackIn(notice.user.email)}
            onDismiss={() => setNotice(null)}
          />
        )}
        <Button
          size="compact-xs"
          variant="filled"
          color="dark"
          aria-expanded={isOpen}
          aria-controls={DRAWER_ID}
          onClick={() => {
            setOpen(true);
            status.reload();
          }}
        >
          {active > 0 ? `Mock panel (${active} on)` : 'Mock panel'}
        </Button>
      </Stack>
      <Drawer
        id={DRAWER_ID}
        opened={isOpen}
        onClose={() => setOpen(false)}
        position="right"
        size="min(100%, 40rem)"
        title={
          <Title order={2} size="h4">
            Mock panel
          </Title>
        }
        closeButtonProps={{ 'aria-label': 'Close the mock panel' }}
      >
        <Stack gap="md">
          {status.error && (
            <Alert color="red" variant="light" role="alert">
              {status.error}
            </Alert>
          )}
          <PersonaSection host={host} user={user} status={status} />
          <Divider />
          <ScenarioSection host={host} user={user} status={status} />
          <Divider />
          <ClockSection status={status} now={now} />
          <Divider />
          <Stack component="section" aria-labelledby="mock-panel-routes" gap="xs">
            <Title order={3} size="h5" id="mock-panel-routes">
              Latency, faults and holds
            </Title>
            <ActiveSettings routes={routes} status={status} />
            <RouteSettingsForm routes={routes} status={status} />
          </Stack>
          <Divider />
          <JournalSection status={status} />
        </Stack>
      </Drawer>
    </Box>
  );
}
