import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tsr } from '@/lib/tsr';
import { renderRoute, server } from '../../render';
import { LoadOnClickPage } from '../../support/load-on-click-page';
import { failure } from '../../support/failure';
import { dialog, typeCode } from './support';

function PreferenceQuery() {
  const { status } = tsr.preferences.get.useQuery({
    queryKey: ['UserPreference', 'test'],
    queryData: { params: { key: 'hideNewListingInfoBanner' } },
  });
  return <p>{`preference: ${status}`}</p>;
}

/** A page whose button fires a call; any call's 403 with challenges must open verification. */
const routes = [
  {
    path: 'preferences',
    Component: () => (
      <LoadOnClickPage title="Preferences">
        <PreferenceQuery />
      </LoadOnClickPage>
    ),
  },
];

describe('a 403 with challenges from any call (spec section 4)', () => {
  it('opens the modal at the first challenge the user has not met', async () => {
    server.use(
      http.get('*/api/v1/user-preference/:key', () =>
        HttpResponse.json(failure('Verify first', { challenges: ['phone-verification', 'email-verification'] }), {
          status: 403,
        }),
      ),
    );
    const { user } = await renderRoute('/preferences', { persona: 'unverified', routes });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load' }));

    expect(await screen.findByText('preference: error')).toBeInTheDocument();
    expect(await dialog('Email verification')).toBeInTheDocument();
  });

  it('opens at the phone step for a listing agent whose phone is not verified, and closes once it is', async () => {
    server.use(
      http.get('*/api/v1/user-preference/:key', () =>
        HttpResponse.json(failure('Verify first', { challenges: ['phone-verification'] }), { status: 403 }),
      ),
    );
    const { user, session } = await renderRoute('/preferences', {
      persona: 'listingAgent',
      scenario: 'unverified',
      routes,
    });
    await user.click(screen.getByRole('button', { name: 'Load' }));

    await dialog('Phone verification');
    await typeCode(user, '1234');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.getState().user?.isPhoneNumberVerified).toBe(true);
  });
});
