import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../../testing/fetch-stub';
import { openPropertyForm } from '../../events';
import { makeProperty } from '../../testing/property-fixtures';
import { openDrawer, renderPropertyForm } from '../../testing/render-property-form';

const check = 'POST /api/v1/subscription/check-feature/portfolio';
const upgrade = 'This feature requires an upgrade from your current Free plan.';
const checks = (requests: { path: string }[]) =>
  requests.filter((request) => request.path === '/api/v1/subscription/check-feature/portfolio');

describe('Add Property asks the plan first', () => {
  it('opens the form once the server allows one more property', async () => {
    const { requests } = renderPropertyForm();
    await openDrawer();
    expect(checks(requests)).toHaveLength(1);
  });

  it("shows 'Feature access denied' with the upgrade message and a way to Billing & Plan instead of the form", async () => {
    const { user, router } = renderPropertyForm({
      [check]: json({ allowed: false, reason: upgrade }),
    });

    act(() => openPropertyForm());
    const denied = await screen.findByRole('dialog', { name: 'Feature access denied' });
    expect(denied).toHaveAccessibleDescription(upgrade);
    expect(screen.queryByRole('dialog', { name: 'Add Property' })).not.toBeInTheDocument();

    await user.click(within(denied).getByRole('link', { name: 'Upgrade Plan' }));
    expect(router.state.location.pathname).toBe('/settings/account');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    [
      json({ detail: 'Server error occurred', code: 'INTERNAL' }, 500),
      'Server error. Please try again later.',
    ],
    [new Response(null, { status: 403 }), 'You are not authorized to perform this action.'],
    [json({ detail: 'Tenant setup required', code: 'NOT_FOUND' }, 404), 'Tenant setup required'],
  ])(
    'refuses when the check fails, saying why, without an upgrade (%#)',
    async (answer, message) => {
      const { user } = renderPropertyForm({ [check]: answer });

      act(() => openPropertyForm());
      const denied = await screen.findByRole('dialog', { name: 'Feature access denied' });
      expect(denied).toHaveAccessibleDescription(message);
      expect(within(denied).queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
      await user.click(within(denied).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  it('does not ask before editing a property', async () => {
    const { requests } = renderPropertyForm({ [check]: json({ allowed: false, reason: upgrade }) });
    await openDrawer(makeProperty());
    expect(checks(requests)).toHaveLength(0);
  });
});
