import type { PromptMap, PromptsResponse } from '@plotwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fetch-stub';
import { signedInApi } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { PromptsPage } from './prompts-page';

const defaults: PromptMap = {
  legal: {
    risk_assessment: 'Assess the legal risks of {address}.',
    document_vision_prompt: 'Read {filename}.',
  },
  refurb: { condition_assessment: 'Assess the condition.', image_analysis_prompt: 'Describe it.' },
  strategy: { investment_analysis: 'Advise on {address} at {price}.' },
};

/** The prompts API as the server keeps it: custom prompts over the defaults. */
function promptsApi(initial: PromptsResponse = { prompts: defaults, has_custom_prompts: false }) {
  let current = initial;
  return signedInApi({
    'GET /api/v1/prompts': () => json(current),
    'GET /api/v1/prompts/defaults': json({ prompts: defaults }),
    'POST /api/v1/prompts': (request) => {
      current = { prompts: request.body as PromptMap, has_custom_prompts: true };
      return json(current);
    },
    'POST /api/v1/prompts/reset': () => {
      current = { prompts: defaults, has_custom_prompts: false };
      return json(current);
    },
  });
}

function renderPage() {
  return renderWithProviders(<PromptsPage userId="user-1" />, {
    route: '/settings/prompts',
    path: '/settings/prompts',
    routes: [{ path: '/elsewhere', element: <h1>Elsewhere</h1> }],
  });
}

const editor = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

describe('prompts page', () => {
  it('shows three groups with 14 or 16 row editors, counts, default notes and the variables', async () => {
    promptsApi();
    renderPage();

    const strategy = await screen.findByRole('textbox', {
      name: 'Investment Strategy: Main Analysis',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'AI Analysis Prompts' })).toBeVisible();
    expect(strategy).toHaveAttribute('rows', '16');
    expect(editor('Legal Risk Assessment: Document Vision')).toHaveAttribute('rows', '14');
    expect(editor('Smart Refurb Analysis: Image Vision')).toHaveAttribute('rows', '14');
    expect(strategy).toHaveAccessibleDescription(/^31 \/ 20,000 characters$/);
    await waitFor(() => expect(screen.getAllByText('Default prompt loaded')).toHaveLength(5));
    const variables = screen.getByRole('complementary', { name: 'Prompt Variables' });
    expect(within(variables).getByText('{refurb_costs}')).toBeInTheDocument();
    expect(screen.queryByText('Custom prompts are active')).not.toBeInTheDocument();
  });

  it('marks unsaved changes only while the text differs, and enables Save only then', async () => {
    promptsApi();
    const { user } = renderPage();
    const legal = await screen.findByRole('textbox', {
      name: 'Legal Risk Assessment: Main Analysis',
    });
    expect(saveButton()).toBeDisabled();

    await user.type(legal, ' Be brief.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    await user.type(legal, '{Backspace}'.repeat(' Be brief.'.length));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('saves the whole set, says so, and shows that custom prompts are active', async () => {
    const { requests } = promptsApi();
    const { user } = renderPage();
    const refurb = await screen.findByRole('textbox', {
      name: 'Smart Refurb Analysis: Image Vision',
    });

    await user.type(refurb, ' Note damp.');
    await user.click(saveButton());

    expect(await screen.findByText('Custom prompts saved successfully!')).toBeInTheDocument();
    expect(screen.getByText('Custom prompts are active')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    const saved = requests.find((request) => request.method === 'POST');
    expect(saved?.body).toEqual({
      ...defaults,
      refurb: { ...defaults.refurb, image_analysis_prompt: 'Describe it. Note damp.' },
    });

    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText('Custom prompts saved successfully!')).not.toBeInTheDocument();
  });

  it("says a save failed, with the server's reason for a refused prompt", async () => {
    signedInApi({
      'GET /api/v1/prompts': json({ prompts: defaults, has_custom_prompts: false }),
      'GET /api/v1/prompts/defaults': json({ prompts: defaults }),
      'POST /api/v1/prompts': json(
        { detail: 'Unknown variable {rent} in legal.risk_assessment', code: 'VALIDATION_FAILED' },
        400,
      ),
    });
    const { user } = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Legal Risk Assessment: Main Analysis' }),
      ' x',
    );
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to save prompts. Please try again.');
    expect(alert).toHaveTextContent('Unknown variable {rent} in legal.risk_assessment');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('asks before resetting, then resets with an empty POST and reloads the defaults', async () => {
    const custom = { ...defaults, strategy: { investment_analysis: 'My own strategy.' } };
    const { requests } = promptsApi({ prompts: custom, has_custom_prompts: true });
    const { user } = renderPage();
    expect(await screen.findByText('Custom prompts are active')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset to Default' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to reset all prompts to default? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.path === '/api/v1/prompts/reset')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset to Default' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset to Default' }),
    );

    expect(await screen.findByText('Prompts reset to default successfully!')).toBeInTheDocument();
    expect(editor('Investment Strategy: Main Analysis')).toHaveValue(
      defaults.strategy.investment_analysis,
    );
    expect(screen.queryByText('Custom prompts are active')).not.toBeInTheDocument();
    const reset = requests.find((request) => request.path === '/api/v1/prompts/reset');
    expect(reset?.body).toBeUndefined();
    expect(reset?.headers['Content-Type']).toBeUndefined();
    expect(requests.filter((request) => request.path === '/api/v1/prompts')).toHaveLength(2);
  });

  it('says when loading failed and tries again', async () => {
    let fail = true;
    signedInApi({
      'GET /api/v1/prompts': () =>
        fail
          ? json({ detail: 'Nope', code: 'NOT_FOUND' }, 404)
          : json({ prompts: defaults, has_custom_prompts: false }),
      'GET /api/v1/prompts/defaults': json({ prompts: defaults }),
    });
    const { user } = renderPage();

    expect(
      await screen.findByText('Failed to load prompts. Please try again.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('textbox', { name: 'Investment Strategy: Main Analysis' }),
    ).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    promptsApi();
    const { user, router } = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: 'Legal Risk Assessment: Main Analysis' }),
      ' x',
    );

    await router.navigate('/elsewhere');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on Page' }));
    expect(router.state.location.pathname).toBe('/settings/prompts');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await router.navigate('/elsewhere');
    await user.click(await screen.findByRole('button', { name: 'Leave Page' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
  });
});
