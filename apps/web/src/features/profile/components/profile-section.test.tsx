import type { UpdateProfile } from '@plotwise/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../testing/fetch-stub';
import { signedInApi, testProfile } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { ProfileSection } from './profile-section';
import { ThemePicker } from './theme-picker';

const section = () => screen.getByRole('region', { name: 'Profile' });

describe('profile section', () => {
  it('shows the saved profile with Member Since as a long UK date', async () => {
    signedInApi({ 'GET /api/v1/profile': json({ ...testProfile, location: 'Leeds' }) });
    renderWithProviders(<ProfileSection userId="user-1" />);

    expect(await screen.findByText('21 November 2026')).toBeInTheDocument();
    expect(section()).toHaveTextContent('Member Since 21 November 2026');
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Business Information' })).toBeInTheDocument();
    expect(section()).toHaveTextContent('Leeds');
    expect(section()).toHaveTextContent('ada@example.com');
  });

  it('edits, checks the phone, saves only the changes, and shows what the server kept', async () => {
    const sent: UpdateProfile[] = [];
    signedInApi({
      'PUT /api/v1/profile': (request) => {
        sent.push(request.body as UpdateProfile);
        return json({ ...testProfile, ...(request.body as object), phone: '07700 900123' });
      },
    });
    const { user } = renderWithProviders(<ProfileSection userId="user-1" />);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Phone'), '555-1234');
    await user.type(screen.getByLabelText('Company'), ' Analytical Engines Ltd ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      /Enter a UK phone number, like 07700 900123/,
    );
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '07700900123');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(sent).toEqual([{ phone: '07700900123', company: 'Analytical Engines Ltd' }]);
    expect(section()).toHaveTextContent('07700 900123');
    expect(section()).toHaveTextContent('Analytical Engines Ltd');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('drops the edits on Cancel', async () => {
    signedInApi();
    const { user } = renderWithProviders(<ProfileSection userId="user-1" />);

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(section()).toHaveTextContent('Ada');
    expect(section()).not.toHaveTextContent('Augusta');
  });
});

describe('theme picker', () => {
  afterEach(() => document.documentElement.setAttribute('data-theme', 'modern'));

  it('switches at once, remembers it for the next visit and saves it on the profile', async () => {
    const { requests } = signedInApi({
      'PUT /api/v1/profile': json({ ...testProfile, theme: 'earthy' }),
    });
    const { user } = renderWithProviders(<ThemePicker userId="user-1" />);

    const earthy = await screen.findByRole('radio', { name: 'Earthy' });
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Modern' })).toBeChecked());
    await user.click(earthy);

    expect(document.documentElement).toHaveAttribute('data-theme', 'earthy');
    expect(localStorage.getItem('plotwise.theme')).toBe('earthy');
    expect(earthy).toBeChecked();
    await waitFor(() =>
      expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
        theme: 'earthy',
      }),
    );
  });

  it('puts the previous theme back when the save fails', async () => {
    signedInApi({ 'PUT /api/v1/profile': json({ detail: 'Down', code: 'INTERNAL' }, 500) });
    const { user } = renderWithProviders(<ThemePicker userId="user-1" />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Modern' })).toBeChecked());

    await user.click(screen.getByRole('radio', { name: 'Earthy' }));

    const region = screen.getByRole('region', { name: 'Theme' });
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'Failed to save your theme. Please try again.',
    );
    expect(document.documentElement).toHaveAttribute('data-theme', 'modern');
    expect(localStorage.getItem('plotwise.theme')).toBe('modern');
    expect(screen.getByRole('radio', { name: 'Modern' })).toBeChecked();
  });
});
