import { PERSONAS } from '@fixtures/personas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { successBody, tsr } from '@/lib/tsr';
import { currentPath, renderRoute } from '../../render';
import { errorOf } from '../../support/fields';

describe('forgot password (/auth/forgot-password)', () => {
  it('checks the e-mail', async () => {
    const { user } = await renderRoute('/auth/forgot-password');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(errorOf('Email')).toBe('Invalid email address'));
    await user.type(screen.getByLabelText(/^Email/), 'maya@example{Enter}');
    await waitFor(() => expect(errorOf('Email')).toBe('Invalid email address'));
  });

  it('confirms without saying whether the address is registered', async () => {
    const { user } = await renderRoute('/auth/forgot-password');
    await user.type(screen.getByLabelText(/^Email/), 'someone@example.com{Enter}');
    expect(
      await screen.findByText(
        'If an account exists for someone@example.com, you will receive an e-mail with a link to reset your password.',
      ),
    ).toBeInTheDocument();
  });
});

describe('reset password (/auth/reset-password?token=...)', () => {
  const token = `mock-reset-token:${PERSONAS.admin.email}`;
  const path = `/auth/reset-password?token=${encodeURIComponent(token)}`;

  it('applies the password rules', async () => {
    const { user } = await renderRoute(path);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(errorOf('New password')).toBe('This field is required'));

    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(errorOf('New password')).toBe('Password should be at least 8 characters long'));

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'ALLCAPS2026');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(errorOf('New password')).toBe('Password should contain at least one uppercase and one lowercase letter'),
    );

    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Autumn2026');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Autumn2025{Enter}');
    await waitFor(() => expect(errorOf('Repeat password')).toBe('Passwords must match'));
  });

  it('sets the new password and sends the user to /auth with the reset message', async () => {
    const { user, router } = await renderRoute(path);
    await user.type(screen.getByLabelText(/^New password/), 'Autumn2026');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Autumn2026{Enter}');

    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
    expect(await screen.findByText('Your password has been reset. Please log in again.')).toBeInTheDocument();
    const user2 = successBody(
      await tsr.auth.login.mutate({ body: { email: PERSONAS.admin.email, password: 'Autumn2026' } }),
    );
    expect(user2.email).toBe(PERSONAS.admin.email);
  });

  it('shows a refused token in the alert and keeps the passwords', async () => {
    const { user, router } = await renderRoute('/auth/reset-password?token=expired');
    await user.type(screen.getByLabelText(/^New password/), 'Autumn2026');
    await user.type(screen.getByLabelText(/^Repeat password/), 'Autumn2026{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Autumn2026');
    expect(currentPath(router)).toBe('/auth/reset-password?token=expired');
  });

  it('explains a link without a token instead of showing a form that cannot work', async () => {
    await renderRoute('/auth/reset-password');
    expect(screen.getByText('This link is incomplete')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/auth/forgot-password');
  });
});
