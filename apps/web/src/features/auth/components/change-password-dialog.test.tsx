import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../../lib/api-client';
import { json, stubFetch, testUser } from '../../../testing/fetch-stub';
import { signedInApi } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { useAuth } from './auth-context';
import { PasswordSection } from './password-section';

function Harness() {
  const { user } = useAuth();
  return (
    <>
      <p>{user ? `Signed in as ${user.email}` : 'Signed out'}</p>
      <PasswordSection />
    </>
  );
}

async function openDialog(options: { signedIn: boolean }) {
  const view = renderWithProviders(<Harness />);
  if (options.signedIn) await screen.findByText(`Signed in as ${testUser.email}`);
  await view.user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  const fill = async (current: string, next: string, confirm = next) => {
    for (const [label, value] of [
      ['Current Password', current],
      ['New Password', next],
      ['Confirm New Password', confirm],
    ] as const) {
      const input = within(dialog).getByLabelText(label);
      await view.user.clear(input);
      if (value) await view.user.type(input, value);
    }
  };
  const submit = () =>
    view.user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
  return { ...view, dialog, fill, submit };
}

describe('Change Password dialog', () => {
  it('checks the fields before calling, and typing clears the message', async () => {
    const { requests } = signedInApi();
    const { dialog, fill, submit, user } = await openDialog({ signedIn: true });

    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('All fields are required');
    await user.type(within(dialog).getByLabelText('Current Password'), 'a');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();

    await fill('old-secret', 'new-secret', 'new-secrets');
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('New passwords do not match');
    expect(requests.some((request) => request.path === '/api/auth/change-password')).toBe(false);
  });

  it("says 'No authenticated user found' when nobody is signed in", async () => {
    stubFetch({});
    const { dialog, fill, submit } = await openDialog({ signedIn: false });
    await fill('old-secret', 'new-secret');
    await submit();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No authenticated user found');
  });

  it.each([
    [
      json({ code: 'INVALID_PASSWORD', message: 'Invalid password' }, 400),
      'Current password is incorrect',
    ],
    [
      json({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' }, 400),
      'New password is too weak',
    ],
    [
      json({ code: 'SESSION_EXPIRED', message: 'Session gone' }, 401),
      'Please log out and log back in before changing your password',
    ],
    [json({ code: 'TOO_MANY_REQUESTS' }, 429), 'Too many failed attempts. Please try again later'],
    [new TypeError('Failed to fetch'), 'Network error. Please check your connection'],
    [new Response('', { status: 500 }), 'Failed to update password'],
  ])('maps a refusal to the specification message: %#', async (answer, message) => {
    signedInApi({
      'POST /api/auth/change-password': () =>
        answer instanceof Error ? Promise.reject(answer) : answer,
    });
    const { dialog, fill, submit } = await openDialog({ signedIn: true });
    await fill('old-secret', 'new-secret');
    await submit();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('changes the password, keeps this device signed in with the new session, and closes after 2 s', async () => {
    const { requests } = signedInApi({
      'POST /api/auth/change-password': json({ token: 'session-2', user: testUser }),
    });
    const { dialog, fill, submit } = await openDialog({ signedIn: true });
    await api.get('/api/v1/profile');
    await fill('old-secret', 'new-secret');
    await submit();

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Password updated successfully!',
    );
    const change = requests.find((request) => request.path === '/api/auth/change-password');
    expect(change?.credentials).toBe('include');
    expect(change?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      revokeOtherSessions: true,
    });
    // The change ended the old session and its JWT: the next call fetches one for the new session.
    const tokenFetches = () => requests.filter((request) => request.path === '/api/auth/token');
    expect(tokenFetches()).toHaveLength(1);
    await api.get('/api/v1/profile');
    expect(tokenFetches()).toHaveLength(2);
    expect(JSON.stringify({ ...localStorage })).not.toContain('session-2');
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), { timeout: 3_000 });
  });
});
