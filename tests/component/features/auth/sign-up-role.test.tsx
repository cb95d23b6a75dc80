import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderRoute } from '../../render';

describe('the role choice (/auth/signup)', () => {
  it('is one labelled radio group with the two roles, nothing picked in advance', async () => {
    await renderRoute('/auth/signup');
    const group = screen.getByRole('radiogroup', { name: /How will you use OfferDesk\?/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['agent', 'consumer']);
    expect(within(group).getByRole('radio', { name: 'I am a real estate agent' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'I am a buyer or a seller' })).not.toBeChecked();
    expect(within(group).getByText('I help people buy and sell homes.')).toBeInTheDocument();
    expect(within(group).getByText('I already have an agent.')).toBeInTheDocument();
  });

  it('asks for a choice when Continue is pressed without one', async () => {
    const { user, router } = await renderRoute('/auth/signup');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I am a real estate agent' })).toHaveFocus();
    expect(currentPath(router)).toBe('/auth/signup');
  });

  it('goes to the agent sign-up for an agent', async () => {
    const { user, router } = await renderRoute('/auth/signup');
    await user.click(screen.getByRole('radio', { name: 'I am a real estate agent' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth/signup/agent'));
    expect(await screen.findByRole('heading', { name: 'Agent sign-up', level: 1 })).toBeInTheDocument();
  });

  it('goes to the consumer screen for a buyer or seller, which sends them back to /auth', async () => {
    const { user, router } = await renderRoute('/auth/signup');
    await user.click(screen.getByRole('radio', { name: 'I am a buyer or a seller' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath(router)).toBe('/auth/signup/consumer'));

    expect(await screen.findByText(/buyers’ agents and sellers’ agents meet/)).toBeInTheDocument();
    expect(screen.getByText(/you need an invitation from your agent/)).toBeInTheDocument();
    expect(screen.getByText(/Ask your agent to invite you/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Understood' }));
    await waitFor(() => expect(currentPath(router)).toBe('/auth'));
  });
});
