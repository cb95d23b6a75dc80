import type { User } from '@contract/schemas/user';
import { paths } from '@/config/paths';
import { callControl } from '../api/mock-control';
import type { MockPanelHost } from './panel-host';

/**
 * Signs in as a persona (POST /__mock/sessions) and makes them the app's user at once:
 * stored, the API cache reset (every screen fetches again as them), the guards re-run
 * (a page they may not see moves them on, /auth moves them home).
 */
export const switchPersona = async (host: MockPanelHost, email: string): Promise<void> => {
  const { user } = await callControl<{ user: User }>('POST', '/sessions', { email });
  await host.sessionActions.completeSignIn(user, { redirect: false });
  await host.router.revalidate();
};

/**
 * A new scenario or seed (POST /__mock/reset): the data is new and every session is gone.
 * Signed back in as `signBackInAs` on the home page, or signed out on /auth.
 */
export const switchScenario = async (
  host: MockPanelHost,
  { scenario, seed, signBackInAs }: { scenario: string; seed: number; signBackInAs: string | null },
): Promise<void> => {
  await callControl('POST', '/reset', { scenario, seed });
  if (!signBackInAs) return host.sessionActions.signOut();
  const { user } = await callControl<{ user: User }>('POST', '/sessions', { email: signBackInAs });
  await host.sessionActions.completeSignIn(user, { redirect: false });
  await host.router.navigate(paths.home.href(), { replace: true });
};
