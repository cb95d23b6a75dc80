import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSessionActions } from '@/lib/session/use-session-actions';
import { successBody, tsr } from '@/lib/tsr';
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

/** Starts (or restarts) a story: reset its data, sign in as its persona, open its first screen. */
export const useStartDemo = () => {
  const { completeSignIn } = useSessionActions();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (story: DemoStory) => {
      await resetMock(story.scenario);
      const login = await tsr.auth.login.mutate({ body: { email: story.persona.email, password: DEMO_PASSWORD } });
      await completeSignIn(successBody(login), { redirect: false });
      markDemoRunning(story);
      await navigate(story.firstScreen.path);
    },
  });
};
