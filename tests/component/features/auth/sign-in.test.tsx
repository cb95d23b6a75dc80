import { PERSONA_PASSWORD, PERSONAS } from '@fixtures/personas';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session';
import { currentPath, renderRoute } from '../../render';

const signIn = async (user: Awaited<ReturnType<typeof renderRoute>>['user'], email: string, password: string) => {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('the sign-in screen (/auth)', () => {
  it('has the e-mail and password fields, Google, and the forgot-password and create-account links', async () => {
    await renderRoute('/auth');
    expect(screen.getByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/signup');
    expect(screen.queryByText('Your password has been reset. Please log in again.')).not.toBeInTheDocument();
  });

  it('says what is missing on an empty submit, under each field, and focuses the first', async () => {
    const { user } = await renderRoute('/auth');
    await signIn(user, '', '');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a malformed e-mail', async () => {
    const { user } = await renderRoute('/auth');
    await signIn(user, 'maya@', 'whatever');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal in a danger alert above the form, focused, and keeps what was typed', async () => {
    const { user, router } = await renderRoute('/auth');
    await signIn(user, PERSONAS.listingAgent.email, 'Wrong2026pass');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(PERSONAS.listingAgent.email);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Wrong2026pass');
    expect(currentPath(router)).toBe('/auth');
    expect(session.getState().user).toBeNull();
  });

  it('signs in with Enter from the password field and lands on /', async () => {
    const { user, router } = await renderRoute('/auth');
    await user.type(screen.getByLabelText(/^Email/), PERSONAS.admin.email);
    await user.type(screen.getByLabelText(/^Password/), `${PERSONA_PASSWORD}{Enter}`);

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(session.getState().user?.email).toBe(PERSONAS.admin.email);
  });

  it('returns to the page a guard stopped the visitor at', async () => {
    const { user, router } = await renderRoute('/settings/title-fees');
    expect(currentPath(router)).toBe('/auth');
    await signIn(user, PERSONAS.listingAgent.email, PERSONA_PASSWORD);
    await waitFor(() => expect(currentPath(router)).toBe('/settings/title-fees'));
  });

  it('says the password has been reset when the reset screen sent the user here', async () => {
    const { router } = await renderRoute('/auth/signup');
    await act(() => router.navigate('/auth', { state: { passwordReset: true } }));
    expect(await screen.findByText('Your password has been reset. Please log in again.')).toBeInTheDocument();
  });
});
