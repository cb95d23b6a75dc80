import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { DEMO_INVITATION_TOKENS } from '@fixtures/scenarios/index';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute, server } from '../../render';
import { failure } from '../../support/failure';
import { errorOf, field } from '../../support/fields';

const SELLER_LINK = `/auth/magic-link?auth-token=${DEMO_INVITATION_TOKENS.seller}`;

/** A user for a stubbed answer: signs the persona in, as the real call would. */
const signedInUser = async (persona: keyof typeof PERSONAS) =>
  successBody(await tsr.auth.login.mutate({ body: { email: PERSONAS[persona].email, password: PERSONA_PASSWORD } }));

/** Records what POST invitations/signup receives: its auth-token header and body. */
const recordSignups = () => {
  const seen: { token: string | null; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/v1/invitations/signup') {
      seen.push({ token: request.headers.get('auth-token'), body: await request.clone().json() });
    }
  });
  return seen;
};

const typePasswords = async (user: UserEvent, password = 'Welcome2026', repeat = password) => {
  await user.type(field('Password'), password);
  await user.type(field('Repeat password'), repeat);
};

describe('the magic link (/auth/magic-link?auth-token=...)', () => {
  it('says to wait while the link is authorised, then signs in', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/api/v1/invitations/authorize', async () => {
        await gate;
        return HttpResponse.json({ success: true, body: await signedInUser('seller') });
      }),
    );
    const { router } = await renderRoute('/auth/magic-link?auth-token=good');
    expect(screen.getByRole('heading', { name: 'Please wait' })).toBeInTheDocument();
    expect(screen.getByText('We are logging you in securly.')).toBeInTheDocument();

    release();
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(session.getState().user?.email).toBe(PERSONAS.seller.email);
  });

  it('explains a link that does not work, and Try again asks again', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/v1/invitations/authorize', async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ success: false, message: 'Link expired' }, { status: 401 });
        return HttpResponse.json({ success: true, body: await signedInUser('buyer') });
      }),
    );
    const { user, router } = await renderRoute('/auth/magic-link?auth-token=flaky');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'There was an Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('We were unable to process your link');
    expect(calls).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(calls).toBe(2);
  });

  it('explains a link without a token', async () => {
    await renderRoute('/auth/magic-link');
    expect(screen.getByRole('heading', { name: 'There was an Error' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('signs up an invitee without a password: password step, terms step, Back keeps the password, then signed in', async () => {
    const signups = recordSignups();
    const { user, router } = await renderRoute(SELLER_LINK);

    expect(await screen.findByRole('heading', { name: 'Create your password' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('new.seller@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    // The invitee has no phone on record: the phone is neither asked nor sent.
    expect(screen.queryByLabelText(/^Phone number/)).not.toBeInTheDocument();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorOf('Password')).toBe('This field is required'));
    expect(field('Password')).toHaveFocus();
    await typePasswords(user, 'Welcome2026', 'Welcome2027');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorOf('Repeat password')).toBe('Passwords must match'));
    await user.clear(field('Repeat password'));
    await user.type(field('Repeat password'), 'Welcome2026{Enter}');

    const termsHeading = await screen.findByRole('heading', { name: 'Accept the terms' });
    await waitFor(() => expect(termsHeading).toHaveFocus());
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Create your password' })).toBeInTheDocument();
    expect(field('Password')).toHaveValue('Welcome2026');
    expect(field('Repeat password')).toHaveValue('Welcome2026');
    expect(currentPath(router)).toBe(SELLER_LINK);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('You must accept terms of conditions')).toBeInTheDocument();
    expect(session.getState().user).toBeNull();
    expect(signups).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(session.getState().user).toMatchObject({ email: 'new.seller@example.com', userType: 'consumer' });
    expect(signups).toEqual([
      {
        token: DEMO_INVITATION_TOKENS.seller,
        body: { password: 'Welcome2026', repeatPassword: 'Welcome2026', isAgreeToTac: true },
      },
    ]);
  });

  it('goes back to /auth from the password step', async () => {
    const { user, router } = await renderRoute(SELLER_LINK);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
  });

  it('requires the phone when the invitee has one on record, and signs up in one step without terms', async () => {
    server.use(
      http.post('*/api/v1/invitations/authorize', () =>
        HttpResponse.json(
          failure('Sign-up required', { email: 'pat@example.com', hasPhoneNumber: true, termsRequired: false }),
          { status: 409 },
        ),
      ),
      http.post('*/api/v1/invitations/signup', async () =>
        HttpResponse.json({ success: true, body: await signedInUser('buyer') }, { status: 201 }),
      ),
    );
    const signups = recordSignups();
    const { user, router } = await renderRoute('/auth/magic-link?auth-token=with-phone');

    expect(await screen.findByRole('heading', { name: 'Create your password' })).toBeInTheDocument();
    expect(screen.queryByText('Step 1 of 2')).not.toBeInTheDocument();
    await typePasswords(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(errorOf('Phone number')).toBe('Phone number must be a valid US phone number'));
    expect(field('Phone number')).toHaveFocus();

    await user.type(field('Phone number'), '206555013');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(errorOf('Phone number')).toBe('Phone number must be a valid US phone number'));
    await user.type(field('Phone number'), '4{Enter}');

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(signups).toEqual([
      {
        token: 'with-phone',
        body: { password: 'Welcome2026', repeatPassword: 'Welcome2026', phoneNumber: '(206) 555-0134' },
      },
    ]);
  });

  it('keeps the terms step and everything typed when the sign-up fails', async () => {
    server.use(
      http.post('*/api/v1/invitations/signup', () =>
        HttpResponse.json({ success: false, message: 'We were unable to process your link' }, { status: 401 }),
      ),
    );
    const { user, router } = await renderRoute(SELLER_LINK);
    await typePasswords(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We were unable to process your link');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field('Password')).toHaveValue('Welcome2026');
    expect(session.getState().user).toBeNull();
    expect(currentPath(router)).toBe(SELLER_LINK);
  });
});

describe('confirm e-mail (/auth/confirm-email?token=...)', () => {
  it('signs in with the token of the link', async () => {
    const { router } = await renderRoute(`/auth/confirm-email?token=mock-login-token:${PERSONAS.seller.email}`);
    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(session.getState().user?.email).toBe(PERSONAS.seller.email);
  });

  it('explains a token that does not work', async () => {
    await renderRoute('/auth/confirm-email?token=nonsense');
    expect(await screen.findByRole('heading', { name: 'There was an Error' })).toBeInTheDocument();
    expect(screen.getByText('We were unable to process your link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
