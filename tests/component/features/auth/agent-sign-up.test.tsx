import { PERSONAS } from '@fixtures/personas';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '@/lib/session/session';
import { currentPath, renderRoute } from '../../render';
import { errorOf, field } from '../../support/fields';

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Create account' }));

const fillValidForm = async (user: UserEvent, overrides: Partial<Record<string, string>> = {}) => {
  const values = {
    'Full name': 'Robin Hale',
    Email: 'robin.hale@example.com',
    'Phone number': '5035550199',
    Brokerage: 'Hale Homes',
    Password: 'Sunrise2026',
    'Repeat password': 'Sunrise2026',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(field(label), value);
  }
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
};

describe('agent sign-up (/auth/signup/agent)', () => {
  it('shows every field of spec section 3 with a label, and the team name only for a team', async () => {
    const { user } = await renderRoute('/auth/signup/agent');
    for (const label of ['Full name', 'Email', 'Phone number', 'Brokerage', 'Password', 'Repeat password']) {
      expect(field(label)).toBeInTheDocument();
    }
    const team = screen.getByRole('radiogroup', { name: 'Do you work in a team?' });
    expect(within(team).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.queryByLabelText(/^Team name/)).not.toBeInTheDocument();

    await user.click(within(team).getByRole('radio', { name: 'Yes' }));
    expect(field('Team name')).toBeInTheDocument();
    await user.click(within(team).getByRole('radio', { name: 'No' }));
    expect(screen.queryByLabelText(/^Team name/)).not.toBeInTheDocument();
  });

  it('shows the spec’s messages on an empty submit, and focuses the first invalid field', async () => {
    const { user } = await renderRoute('/auth/signup/agent');
    await submit(user);

    await waitFor(() => expect(errorOf('Full name')).toBe('This field is required'));
    expect(errorOf('Email')).toBe('Invalid email address');
    expect(errorOf('Phone number')).toBe('Phone number must be a valid US phone number');
    expect(errorOf('Brokerage')).toBe('This field is required');
    expect(errorOf('Password')).toBe('This field is required');
    expect(screen.getByText('You must accept terms of conditions')).toBeInTheDocument();
    expect(field('Full name')).toHaveFocus();
  });

  it('asks for the team name when the agent works in a team, even before the terms are accepted', async () => {
    const { user } = await renderRoute('/auth/signup/agent');
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await submit(user);
    await waitFor(() => expect(errorOf('Team name')).toBe('This field is required'));
  });

  it.each([
    ['a malformed e-mail', { Email: 'robin@example' }, 'Email', 'Invalid email address'],
    [
      'a short password',
      { Password: 'Sun2026', 'Repeat password': 'Sun2026' },
      'Password',
      'Password should be at least 8 characters long',
    ],
    [
      'a password without an uppercase letter',
      { Password: 'sunrise2026', 'Repeat password': 'sunrise2026' },
      'Password',
      'Password should contain at least one uppercase and one lowercase letter',
    ],
    ['passwords that differ', { 'Repeat password': 'Sunrise2027' }, 'Repeat password', 'Passwords must match'],
    [
      'an incomplete phone number',
      { 'Phone number': '503555' },
      'Phone number',
      'Phone number must be a valid US phone number',
    ],
  ])('refuses %s with its message', async (_case, overrides, label, message) => {
    const { user, router } = await renderRoute('/auth/signup/agent');
    await fillValidForm(user, overrides);
    await submit(user);
    await waitFor(() => expect(errorOf(label)).toBe(message));
    expect(field(label)).toHaveFocus();
    expect(currentPath(router)).toBe('/auth/signup/agent');
  });

  it('ticks each password rule in the hint box as the password meets it', async () => {
    const { user } = await renderRoute('/auth/signup/agent');
    const hint = screen.getByRole('list', { name: 'Your password' });
    // The tick or bullet before each rule is decoration (aria-hidden); the words say the state.
    const rules = () =>
      within(hint)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/^[✓•]/, ''));
    expect(rules()).toEqual([
      'To do: Password is required',
      'To do: Password should be at least 8 characters long',
      'To do: Password should contain at least one uppercase and one lowercase letter',
    ]);
    await user.type(field('Password'), 'sun');
    expect(rules().map((rule) => rule?.startsWith('Done'))).toEqual([true, false, false]);
    await user.type(field('Password'), 'rise20');
    expect(rules().map((rule) => rule?.startsWith('Done'))).toEqual([true, true, false]);
    await user.type(field('Password'), 'S');
    expect(rules().map((rule) => rule?.startsWith('Done'))).toEqual([true, true, true]);
  });

  it('signs the new agent in and lands on /', async () => {
    const { user, router } = await renderRoute('/auth/signup/agent');
    await fillValidForm(user);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(field('Team name'), 'Hale Team');
    await submit(user);

    await waitFor(() => expect(currentPath(router)).toBe('/'));
    expect(session.getState().user).toMatchObject({
      email: 'robin.hale@example.com',
      fullName: 'Robin Hale',
      phoneNumber: '(503) 555-0199',
      userType: 'rea',
      account: { role: 'admin', brokerage: 'Hale Homes', team: { name: 'Hale Team' } },
    });
  });

  it('shows a refusal in the alert, focused, with the field error under the e-mail, and keeps every value', async () => {
    const { user, router } = await renderRoute('/auth/signup/agent');
    await fillValidForm(user, { Email: PERSONAS.seller.email });
    await submit(user);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(errorOf('Email')).toBe('This e-mail address is already registered');
    expect(field('Full name')).toHaveValue('Robin Hale');
    expect(field('Email')).toHaveValue(PERSONAS.seller.email);
    expect(field('Phone number')).toHaveValue('(503) 555-0199');
    expect(field('Brokerage')).toHaveValue('Hale Homes');
    expect(field('Password')).toHaveValue('Sunrise2026');
    expect(field('Repeat password')).toHaveValue('Sunrise2026');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(currentPath(router)).toBe('/auth/signup/agent');
  });
});
