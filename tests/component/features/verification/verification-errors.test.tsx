import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute, server } from '../../render';
import { failure } from '../../support/failure';
import { codeBoxes, codeRequests, dialog, typeCode } from './support';

const MISSING_PHONE = 'We are missing your phone number, please go to your settings and update it!';
const TOO_MANY = 'Too many attempts. Please try again later.';

/**
 * The unverified persona on /settings/verify with one step open, once its code request has
 * reached the mock (its journal says so); `answeredByTest`: a test's own handler answers it
 * instead, out of the journal's sight.
 */
const openStep = async (
  button: 'Verify e-mail' | 'Verify phone' = 'Verify e-mail',
  { answeredByTest = false } = {},
) => {
  const view = await renderRoute('/settings/verify', { persona: 'unverified' });
  await view.user.click(screen.getByRole('button', { name: button }));
  const step = await dialog(button === 'Verify e-mail' ? 'Email verification' : 'Phone verification');
  if (!answeredByTest) await waitFor(() => expect(codeRequests()).toHaveLength(1));
  return { ...view, step };
};

const values = (step: HTMLElement) =>
  codeBoxes(step)
    .map((box) => (box as HTMLInputElement).value)
    .join('');

describe('resending a code', () => {
  it('forces a new code and says so', async () => {
    const { user, step } = await openStep();
    await user.click(within(step).getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(codeRequests().at(-1)).toEqual({ channel: 'email', force: true }));
    expect(await within(step).findByText('A new code has been sent.')).toBeInTheDocument();
    expect(codeBoxes(step)[0]).toHaveFocus();
  });
});

describe('a wrong code (docs/decisions/0005)', () => {
  it('shows the message under the boxes, empties them for another try, and keeps the resend link', async () => {
    const { user, step } = await openStep();
    await typeCode(user, '9999');

    expect(await within(step).findByRole('alert')).toHaveTextContent(
      'The code you entered is not correct. 4 tries left.',
    );
    expect(values(step)).toBe('');
    await waitFor(() => expect(codeBoxes(step)[0]).toHaveFocus());
    expect(within(step).getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();

    await typeCode(user, '1234');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers the sixth try with 429 until a new code is sent', async () => {
    const { user, step, session } = await openStep();
    for (let triesLeft = 4; triesLeft >= 0; triesLeft -= 1) {
      await typeCode(user, '9999');
      await waitFor(() => expect(values(step)).toBe(''));
    }
    await typeCode(user, '1234');
    await waitFor(() => expect(within(step).getByRole('alert')).toHaveTextContent(TOO_MANY));
    expect(session.getState().user?.isEmailVerified).toBe(false);

    await user.click(within(step).getByRole('button', { name: 'Send a new code' }));
    await within(step).findByText('A new code has been sent.');
    await typeCode(user, '1234');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.getState().user?.isEmailVerified).toBe(true);
  });

  it('shows the 429 message whichever call answers it', async () => {
    server.use(
      http.post('*/api/v1/user/verification-codes/:channel', () =>
        HttpResponse.json(failure('Slow down'), { status: 429 }),
      ),
    );
    const { step } = await openStep('Verify e-mail', { answeredByTest: true });
    expect(await within(step).findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(codeBoxes(step)).toHaveLength(4);
  });
});

describe('a 422 that is not a wrong code, or a 500 (spec section 8)', () => {
  it('hides the boxes and the resend link after a 422 from the check', async () => {
    server.use(
      http.post('*/api/v1/user/verify/:channel', () =>
        HttpResponse.json(failure('This code has expired. Please request a new code.'), { status: 422 }),
      ),
    );
    const { user, step } = await openStep();
    await typeCode(user, '1234');

    expect(await within(step).findByText('This code has expired. Please request a new code.')).toBeInTheDocument();
    expect(within(step).queryByRole('group', { name: 'Verification code' })).not.toBeInTheDocument();
    expect(within(step).queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  });

  it('hides them after a 500 from the code request', async () => {
    server.use(
      http.post('*/api/v1/user/verification-codes/:channel', () =>
        HttpResponse.json(failure('The text message service is down'), { status: 500 }),
      ),
    );
    const { step } = await openStep('Verify phone', { answeredByTest: true });
    expect(await within(step).findByText('The text message service is down')).toBeInTheDocument();
    expect(within(step).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(step).queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  });
});

describe('no phone number', () => {
  it('says so, sends nothing, and links to the profile, closing the modal', async () => {
    const { user, router, session } = await renderRoute('/settings/verify', {
      persona: 'coListingAgent',
      scenario: 'unverified',
    });
    expect(screen.getByText('No phone number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));

    const step = await dialog('Phone verification');
    expect(within(step).getByText(MISSING_PHONE)).toBeInTheDocument();
    expect(within(step).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(step).queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    expect(codeRequests()).toEqual([]);

    await user.click(within(step).getByRole('link', { name: 'Update your phone number' }));
    await waitFor(() => expect(currentPath(router)).toBe('/settings/profile'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(session.getState().pendingChallenges).toEqual([]);
  });
});
