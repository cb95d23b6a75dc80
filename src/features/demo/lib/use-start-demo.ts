import { useCallback, useState } from 'react';
import { session } from '@/lib/session/session';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { successBody } from '@/lib/success-body';
import { DEMO_PASSWORD, type DemoStory } from './demo-stories';
import { markDemoRunning } from './running-demo';

/**
 * The mock's reset control (docs/mock-server.md, "Controls"): a fresh database for the
 * scenario, seed 1, so every run of a story shows the same data. It answers only while the
 * in-browser mock runs; a real API has no /__mock/.
 */
const resetMock = async (scenario: DemoStory['scenario']): Promise<void> => {
  const response = await fetch('/__mock/reset', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario, seed: 1 }),
  });
  if (!response.ok) throw new Error(`The demo data could not be reset (status ${response.status}).`);
};

export type DemoStarter = {
  start: (story: DemoStory) => Promise<void>;
  /** The story being set up, if any. */
  startingId: string | null;
  failed: boolean;
};

/**
 * Starts (or restarts) a story: reset its data, sign in as its persona, open its first screen.
 * The first screen is opened as sign-in's own return path, the way every sign-in ends. Plain
 * state rather than a query mutation: signing in resets the API cache, mutations included.
 */
export const useStartDemo = (): DemoStarter => {
  const { completeSignIn } = useSessionActions();
  const [startingId, setStartingId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const start = useCallback(
    async (story: DemoStory) => {
      setStartingId(story.id);
      setFailed(false);
      try {
        await resetMock(story.scenario);
        // The API client loads here: the frame (this banner) draws before it (docs/decisions/0032).
        const { tsr } = await import('@/lib/tsr');
        const login = await tsr.auth.login.mutate({ body: { email: story.persona.email, password: DEMO_PASSWORD } });
        markDemoRunning(story);
        session.setReturnPath(story.firstScreen.path);
        await completeSignIn(successBody(login));
      } catch {
        setFailed(true);
      } finally {
        setStartingId(null);
      }
    },
    [completeSignIn],
  );

  return { start, startingId, failed };
};
