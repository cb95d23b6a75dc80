import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '@/components/page-header';
import { session } from '@/lib/session/session';
import { tsr } from '@/lib/tsr';
import { renderRoute, server } from '../../render';
import { failure } from '../../support/failure';

function InvitationsPage() {
  const { status } = tsr.invitations.list.useQuery({ queryKey: ['Invitation'] });
  return (
    <>
      <PageHeader title="Invitations" />
      <p>{`invitations: ${status}`}</p>
    </>
  );
}

describe('a 403 with challenges (spec section 4)', () => {
  it('stores the known challenges as pending, in order, for the verification modal', async () => {
    server.use(
      http.get('*/api/v1/invitations', () =>
        HttpResponse.json(
          failure('Verification required', {
            challenges: ['phone-verification', 'unknown-kind', 'email-verification'],
          }),
          { status: 403 },
        ),
      ),
    );
    await renderRoute('/invitations', {
      persona: 'listingAgent',
      routes: [{ path: 'invitations', Component: InvitationsPage }],
    });

    expect(await screen.findByText('invitations: error')).toBeInTheDocument();
    await waitFor(() =>
      expect(session.getState().pendingChallenges).toEqual(['email-verification', 'phone-verification']),
    );
    // A 403 is not a 401: the user stays signed in.
    expect(session.getState().user).not.toBeNull();
  });
});
