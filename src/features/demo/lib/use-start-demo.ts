import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { session } from '@/lib/session/session';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { successBody } from '@/lib/success-body';
import { DEMO_PASSWORD, type DemoStory } from './demo-stories';
import { markDemoRunning } from './running-demo';

/**
 * The mock's reset control (docs/mock-server/controls.md, "Controls"): a fresh database for the
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
 * The first screen is a new history entry, so Back returns to the story list (a sign-in's own
 * redirect would replace /demo); restarted from the first screen itself, it replaces it. Plain
 * state rather than a query mutation: signing in resets the API cache, mutations included.
 */
export const useStartDemo = (): DemoStarter => {
  const { completeSignIn } = useSessionActions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
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
        await completeSignIn(successBody(login), { redirect: false });
        // A page remembered by an earlier forced sign-out is not where a story starts.
        session.setReturnPath(null);
        await navigate(story.firstScreen.path, { replace: pathname === story.firstScreen.path });
      } catch {
        setFailed(true);
      } finally {
        setStartingId(null);
      }
    },
    [completeSignIn, navigate, pathname],
  );

  return { start, startingId, failed };
};
