import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../testing/fetch-stub';
import { renderApp } from '../../testing/test-utils';

describe('landing page', () => {
  it('shows the headline, subheadline, the three feature cards and the waitlist', async () => {
    stubFetch({});
    renderApp('/landing');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /property investment analysis/i,
    );
    for (const title of ['Legal Risk Assessment', 'Smart Refurb Analysis', 'Investment Strategy']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Get Early Access' })).toBeInTheDocument();
  });

  it('opens Sign In from Login with focus in its Email field, switches to Create Account, and closes on Escape', async () => {
    stubFetch({});
    const { user } = renderApp('/landing');

    await user.click(await screen.findByRole('button', { name: 'Login' }));
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(within(signIn).getByLabelText('Email')).toHaveFocus();

    await user.click(within(signIn).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create Account' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });
});
