import { act, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { json, stubFetch, type StubRequest } from '../../../testing/fetch-stub';
import { signedInApi } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { PropertyFormHost } from '../components/property-form/property-form-host';
import { openPropertyForm } from '../events';
import { makeProperty, testProject } from './property-fixtures';

const secondProject = { ...testProject, id: 'project-2', name: 'Leeds flats' };

/** The drawer host on a signed-in session; creating answers the property as sent. */
export function renderPropertyForm(routes: Parameters<typeof stubFetch>[0] = {}) {
  const api = signedInApi({
    'GET /api/v1/projects': json([testProject, secondProject]),
    'GET /api/v1/files/config': json({ max_upload_mb: 10, max_files: 20, accept: '' }),
    'POST /api/v1/subscription/check-feature/portfolio': json({ allowed: true }),
    'POST /api/v1/properties': (request: StubRequest) =>
      json(
        makeProperty({ id: 'new', ...(request.body as object), address: makeProperty().address }),
        201,
      ),
    ...routes,
  });
  return { ...api, ...renderWithProviders(<PropertyFormHost />) };
}

/** Opens the drawer through the open-property-form event, once the projects have loaded. */
export async function openDrawer(property?: Parameters<typeof openPropertyForm>[0]) {
  act(() => openPropertyForm(property));
  const drawer = await screen.findByRole('dialog', {
    name: property ? 'Edit Property' : 'Add Property',
  });
  await waitFor(() => expect(within(drawer).getByLabelText(/^Project/)).toHaveValue('project-1'));
  return drawer;
}

export const sentTo = (requests: StubRequest[], method: string) =>
  requests.filter(
    (request) => request.method === method && request.path.startsWith('/api/v1/properties'),
  );
