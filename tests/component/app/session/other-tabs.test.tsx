import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_CHANNEL_NAME, type AuthChannelMessage } from '@/lib/session/auth-channel';
import { session } from '@/lib/session/session';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute } from '../../render';

// Another tab, for real: a second BroadcastChannel on the app's channel name.
const openChannels: BroadcastChannel[] = [];
const otherTab = (message: AuthChannelMessage) => {
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  openChannels.push(channel);
  channel.postMessage(message);
};
afterEach(() => {
  for (const channel of openChannels.splice(0)) channel.close();
});

describe('following other tabs (auth_channel)', () => {
  it('goes to /auth when another tab logs out', async () => {
    const { router } = await renderRoute('/settings', { persona: 'listingAgent' });
    otherTab({ type: 'logout' });
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(session.getState().user).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
  });

  it('stays on a public page when another tab logs out', async () => {
    const { router } = await renderRoute('/submit-offer', { persona: 'buyersAgent' });
    otherTab({ type: 'logout' });
    await waitFor(() => expect(session.getState().user).toBeNull());
    expect(currentPath(router)).toBe('/submit-offer');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the user another tab updated', async () => {
    const { signedInUser } = await renderRoute('/', { persona: 'admin' });
    if (!signedInUser) throw new Error('signed in above');
    otherTab({ type: 'user', user: { ...signedInUser, fullName: 'Grace Renamed' } });
    expect(await screen.findByRole('button', { name: 'Account menu for Grace Renamed' })).toBeInTheDocument();
  });

  it('leaves the sign-in screen when another tab signs in', async () => {
    const { router } = await renderRoute('/auth');
    // The other tab signed in: the cookie is shared, the user arrives on the channel.
    const user = successBody(
      await tsr.auth.login.mutate({ body: { email: PERSONAS.seller.email, password: PERSONA_PASSWORD } }),
    );
    otherTab({ type: 'user', user });
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(session.getState().user?.email).toBe(PERSONAS.seller.email);
  });
});
