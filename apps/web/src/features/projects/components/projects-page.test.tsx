import type { Project } from '@plotwise/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fetch-stub';
import { signedInApi } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { ProjectsPage } from './projects-page';

const project = (overrides: Partial<Project>): Project => ({
  id: 'p1',
  name: 'General',
  description: null,
  color: '#3B82F6',
  status: 'active',
  property_count: 0,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  ...overrides,
});

const general = project({});
const leeds = project({ id: 'p2', name: 'Leeds flats', property_count: 3, status: 'completed' });

function renderPage() {
  return renderWithProviders(<ProjectsPage />, {
    route: '/settings/projects',
    path: '/settings/projects',
  });
}

const title = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('projects page', () => {
  it('shows the count in the title, a card per project and the Add Project card', async () => {
    signedInApi({ 'GET /api/v1/projects': json([general, leeds]) });
    renderPage();

    expect(await title('Projects (2)')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Leeds flats' });
    expect(card).toHaveTextContent('Completed');
    expect(card).toHaveTextContent('3 properties');
    expect(screen.getByRole('button', { name: 'Add Project' })).toBeInTheDocument();
  });

  it('keeps Delete disabled, with the warning, while a project has properties', async () => {
    const { requests } = signedInApi({
      'GET /api/v1/projects': json([general, leeds]),
      'GET /api/v1/projects/p2': json(leeds),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete Leeds flats' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Project' });
    expect(dialog).toHaveTextContent(
      "This project has 3 properties. Move or delete this project's properties before deleting it.",
    );
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('checks the count again as the dialog opens: a property added since keeps Delete disabled', async () => {
    signedInApi({
      'GET /api/v1/projects': json([general]),
      'GET /api/v1/projects/p1': json({ ...general, property_count: 1 }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete General' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Project' });
    expect(await within(dialog).findByText(/This project has 1 property\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    // The card behind the open dialog follows too (hidden from assistive technology meanwhile).
    expect(screen.getByRole('article', { name: 'General', hidden: true })).toHaveTextContent(
      '1 property',
    );
  });

  it('deletes an empty project after confirmation', async () => {
    const { requests } = signedInApi({
      'GET /api/v1/projects': json([general, leeds]),
      'GET /api/v1/projects/p1': json(general),
      'DELETE /api/v1/projects/p1': new Response(null, { status: 204 }),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Delete General' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Project' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete General? This action cannot be undone.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);

    expect(await title('Projects (1)')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'General' })).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'DELETE')?.path).toBe(
      '/api/v1/projects/p1',
    );
  });

  it('creates a project only with a name, sending trimmed text, colour and status', async () => {
    const { requests } = signedInApi({
      'GET /api/v1/projects': json([general]),
      'POST /api/v1/projects': (request) =>
        json(project({ ...(request.body as Partial<Project>), id: 'p3' }), 201),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Add Project' }));
    const form = screen.getByRole('form', { name: 'New Project' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(form).getByLabelText('Name'), '   ');
    expect(save).toBeDisabled();
    await user.type(within(form).getByLabelText('Name'), '{Enter}');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Name'), 'Bristol HMOs ');
    await user.click(within(form).getByRole('radio', { name: 'Green' }));
    await user.selectOptions(within(form).getByLabelText('Status'), 'inactive');
    await user.click(save);

    expect(await screen.findByRole('article', { name: 'Bristol HMOs' })).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Bristol HMOs',
      description: null,
      color: '#10B981',
      status: 'inactive',
    });
    expect(await title('Projects (2)')).toBeInTheDocument();
  });

  it("edits a project in place and shows the server's message when refused", async () => {
    signedInApi({
      'GET /api/v1/projects': json([general, leeds]),
      'PUT /api/v1/projects/p1': json(
        { detail: 'A project with this name already exists', code: 'CONFLICT' },
        409,
      ),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit General' }));
    const form = screen.getByRole('form', { name: 'Edit General' });
    await user.clear(within(form).getByLabelText('Hex colour'));
    await user.type(within(form).getByLabelText('Hex colour'), '#12');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(within(form).getByLabelText('Hex colour'), '3abc');
    await user.clear(within(form).getByLabelText('Name'));
    await user.type(within(form).getByLabelText('Name'), 'Leeds flats');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'A project with this name already exists',
    );
    await user.keyboard('{Escape}');
    expect(screen.getByRole('article', { name: 'General' })).toBeInTheDocument();
  });

  it('falls back to the page message when a failure has no server message', async () => {
    signedInApi({
      'GET /api/v1/projects': json([general]),
      'PUT /api/v1/projects/p1': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Edit General' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update project');
  });

  it('shows the empty state with Create Project', async () => {
    signedInApi({ 'GET /api/v1/projects': json([]) });
    const { user } = renderPage();

    expect(await screen.findByText('No projects')).toBeInTheDocument();
    expect(screen.getByText('Get started by creating your first project.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.getByRole('form', { name: 'New Project' })).toBeInTheDocument();
  });

  it("says when loading failed, tries again, and shows 'Refreshing...' on a background refresh", async () => {
    let answer: () => Response | Promise<Response> = () =>
      json({ detail: 'Nope', code: 'FORBIDDEN' }, 403);
    signedInApi({ 'GET /api/v1/projects': () => answer() });
    const { user, queryClient } = renderPage();

    expect(
      await screen.findByText('Failed to load projects. Please try again.'),
    ).toBeInTheDocument();
    answer = () => json([general]);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await title('Projects (1)')).toBeInTheDocument();

    let finish: (response: Response) => void = () => {};
    answer = () => new Promise<Response>((resolve) => (finish = resolve));
    await act(() => {
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    });
    expect(await screen.findByText('Refreshing...')).toBeInTheDocument();
    finish(json([general, leeds]));
    expect(await title('Projects (2)')).toBeInTheDocument();
    expect(screen.queryByText('Refreshing...')).not.toBeInTheDocument();
  });
});
