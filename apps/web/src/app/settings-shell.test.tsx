import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../testing/fetch-stub';
import { signedInApi, testProfile } from '../testing/signed-in-api';
import { renderApp } from '../testing/test-utils';

const prompts = {
  legal: { risk_assessment: 'a', document_vision_prompt: 'b' },
  refurb: { condition_assessment: 'c', image_analysis_prompt: 'd' },
  strategy: { investment_analysis: 'e' },
};

describe('settings in the shell', () => {
  afterEach(() => document.documentElement.setAttribute('data-theme', 'modern'));

  it('preloads Projects and Prompts on hover, once while fresh, and silently on failure', async () => {
    const { requests } = signedInApi({
      'GET /api/v1/projects': json({ detail: 'Nope', code: 'FORBIDDEN' }, 403),
      'GET /api/v1/prompts': json({ prompts, has_custom_prompts: false }),
      'GET /api/v1/prompts/defaults': json({ prompts }),
    });
    const { user } = renderApp('/settings/account');
    // The shell and the page are lazy modules, slow to load the first time on a busy machine.
    const panel = await screen.findByRole('navigation', { name: 'Settings' }, { timeout: 5_000 });
    const count = (path: string) => requests.filter((request) => request.path === path).length;

    await user.hover(within(panel).getByRole('link', { name: 'Prompts' }));
    await waitFor(() => expect(count('/api/v1/prompts/defaults')).toBe(1));
    expect(count('/api/v1/prompts')).toBe(1);
    await user.unhover(within(panel).getByRole('link', { name: 'Prompts' }));
    await user.hover(within(panel).getByRole('link', { name: 'Prompts' }));
    expect(count('/api/v1/prompts')).toBe(1);

    await user.hover(within(panel).getByRole('link', { name: 'Projects' }));
    await waitFor(() => expect(count('/api/v1/projects')).toBe(1));
    expect(
      screen.queryByText('Failed to load projects. Please try again.'),
    ).not.toBeInTheDocument();
  });

  it("applies the theme saved on the profile, and remembers it for the next visit's first paint", async () => {
    signedInApi({ 'GET /api/v1/profile': json({ ...testProfile, theme: 'earthy' }) });
    localStorage.setItem('plotwise.theme', 'modern');
    renderApp('/settings/account');

    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'earthy'));
    expect(localStorage.getItem('plotwise.theme')).toBe('earthy');
    expect(await screen.findByRole('radio', { name: 'Earthy' })).toBeChecked();
  });
});
