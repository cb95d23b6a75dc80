import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { missingChallenges } from '@/lib/session/challenges';
import { verifyRequests } from '@mock/node';
import { holdResponses, renderRoute } from '../../render';
import { codeBoxes, codeRequests, dialog, typeCode } from './support';

const openVerifyPage = () => renderRoute('/settings/verify', { persona: 'unverified' });

describe('the verification modal: order and steps (spec section 4)', () => {
  it('asks for the e-mail code first, then the phone code, then closes', async () => {
    const { user, session } = await openVerifyPage();
    await user.click(screen.getByRole('button', { name: 'Start verification' }));

    const emailStep = await dialog('Email verification');
    expect(screen.getByRole('heading', { name: 'E-mail address verification' })).toBeInTheDocument();
    expect(screen.getByText('Please enter the code that was sent to your e-mail address')).toBeInTheDocument();
    expect(codeBoxes(emailStep)).toHaveLength(4);
    await waitFor(() => expect(codeBoxes(emailStep)[0]).toHaveFocus());
    // A code is sent as soon as the step shows, without forcing a new one.
    await waitFor(() => expect(codeRequests()).toEqual([{ channel: 'email', force: false }]));

    await typeCode(user, '1234');

    const phoneStep = await dialog('Phone verification');
    expect(screen.getByRole('heading', { name: 'Phone number verification' })).toBeInTheDocument();
    expect(screen.getByText('Please enter the code that was sent to your phone number')).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address is verified.')).toBeInTheDocument();
    expect(session.getState().user).toMatchObject({ isEmailVerified: true, isPhoneNumberVerified: false });
    await waitFor(() => expect(codeBoxes(phoneStep)[0]).toHaveFocus());
    await waitFor(() =>
      expect(codeRequests()).toEqual([
        { channel: 'email', force: false },
        { channel: 'phone', force: false },
      ]),
    );

    await typeCode(user, '1234');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.getState().user).toMatchObject({ isEmailVerified: true, isPhoneNumberVerified: true });
    expect(session.getState().pendingChallenges).toEqual([]);
    // The result is announced after the modal has gone, and the page says it too.
    expect(screen.getByText('Your phone number is verified.')).toBeInTheDocument();
    expect(screen.getByText('Your e-mail address and phone number are verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveFocus();
  });

  it('closes after the e-mail code when only the e-mail is pending', async () => {
    const { user, session } = await openVerifyPage();
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    const step = await dialog('Email verification');
    await typeCode(user, '1234');
    expect(within(step).getByRole('status')).toHaveTextContent('Checking the code…');
    for (const box of codeBoxes(step)) expect(box).toHaveAttribute('readonly');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.getState().user).toMatchObject({ isEmailVerified: true, isPhoneNumberVerified: false });
    expect(screen.getByText('Your e-mail address is verified.')).toBeInTheDocument();
    // The page now offers the phone alone.
    expect(screen.queryByRole('button', { name: 'Verify e-mail' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify phone' })).toBeInTheDocument();
  });

  it('holds a code typed before the code request has answered until it has', async () => {
    const { user, session } = await openVerifyPage();
    const verifications = () => verifyRequests({ route: 'verification.verify' }).count;
    // The code request waits in the mock until released: as long as the test needs, no longer.
    const codeRequest = holdResponses({ method: 'POST', path: '/api/v1/user/verification-codes/*' });
    await user.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    const step = await dialog('Email verification');
    await codeRequest.waitUntilHeld();
    await typeCode(user, '1234');
    expect(within(step).getByRole('status')).toHaveTextContent('Checking the code…');
    for (const box of codeBoxes(step)) expect(box).toHaveAttribute('readonly');
    // The code waits for the code request: nothing is verified while it is held.
    expect(verifications()).toBe(0);

    codeRequest.release();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(verifications()).toBe(1);
    expect(session.getState().user?.isEmailVerified).toBe(true);
  });

  it('starts at the phone step for a user whose e-mail is verified', async () => {
    const { user } = await renderRoute('/settings/verify', { persona: 'listingAgent', scenario: 'unverified' });
    await user.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(await dialog('Phone verification')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Email verification' })).not.toBeInTheDocument();
  });

  it('opens whenever the session’s pending challenges are set, as the profile does after an update', async () => {
    const { session, signedInUser } = await renderRoute('/', { persona: 'unverified' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Out of order on purpose: the e-mail step still comes first.
    act(() => session.setPendingChallenges(['phone-verification', 'email-verification']));
    expect(await dialog('Email verification')).toBeInTheDocument();
    expect(missingChallenges(signedInUser!)).toEqual(['email-verification', 'phone-verification']);
  });

  it('shows a step the server asks for even when the stored user has it done, and says what the server says', async () => {
    const { session } = await renderRoute('/', { persona: 'listingAgent' });
    act(() => session.setPendingChallenges(['email-verification']));
    const step = await dialog('Email verification');
    // The mock answers the code request for a verified channel with a 422: nothing to type.
    expect(await within(step).findByText('Your e-mail address is already verified')).toBeInTheDocument();
    expect(within(step).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('dismisses the challenges on Escape; the user stays unverified and can start again', async () => {
    const { user, session } = await openVerifyPage();
    await user.click(screen.getByRole('button', { name: 'Start verification' }));
    await dialog('Email verification');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.getState().pendingChallenges).toEqual([]);
    expect(session.getState().user).toMatchObject({ isEmailVerified: false, isPhoneNumberVerified: false });

    await user.click(screen.getByRole('button', { name: 'Start verification' }));
    expect(await dialog('Email verification')).toBeInTheDocument();
  });

  it('has a named close button that dismisses it too', async () => {
    const { user, session } = await openVerifyPage();
    await user.click(screen.getByRole('button', { name: 'Verify phone' }));
    await dialog('Phone verification');
    await user.click(screen.getByRole('button', { name: 'Close verification' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(session.getState().pendingChallenges).toEqual([]);
  });
});
