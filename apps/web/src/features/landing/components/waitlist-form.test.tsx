import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/test-utils';
import { WaitlistForm } from './waitlist-form';
import { findToast } from '../../../testing/toasts';

describe('WaitlistForm', () => {
  it('uses an email field and ignores an empty submit', async () => {
    const { fetchStub } = stubFetch({});
    const { user } = renderWithProviders(<WaitlistForm />);

    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('needs an @ in the address', async () => {
    const { fetchStub } = stubFetch({});
    const { user } = renderWithProviders(<WaitlistForm />);

    await user.type(screen.getByLabelText('Email address'), 'jo.example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(fetchStub).not.toHaveBeenCalled();
  });

  it('joins and thanks the visitor', async () => {
    const { requests } = stubFetch({ 'POST /api/v1/waitlist': json({ success: true }, 201) });
    const { user } = renderWithProviders(<WaitlistForm />);

    await user.type(screen.getByLabelText('Email address'), 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await findToast("Thanks! You've been added to our waitlist.")).toHaveAttribute(
      'data-kind',
      'success',
    );
    expect(requests[0]).toMatchObject({ method: 'POST', body: { email: 'jo@example.com' } });
    expect(requests[0]!.headers.Authorization).toBeUndefined();
    expect(screen.getByLabelText('Email address')).toHaveValue('');
  });

  it('says when the address is already listed', async () => {
    stubFetch({
      'POST /api/v1/waitlist': json({ detail: 'Already listed', code: 'CONFLICT' }, 409),
    });
    const { user } = renderWithProviders(<WaitlistForm />);

    await user.type(screen.getByLabelText('Email address'), 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await findToast('This email is already on our waitlist')).toHaveAttribute(
      'data-kind',
      'error',
    );
  });

  it('reports other failures generically', async () => {
    stubFetch({
      'POST /api/v1/waitlist': json({ detail: 'Invalid', code: 'VALIDATION_FAILED' }, 400),
    });
    const { user } = renderWithProviders(<WaitlistForm />);

    await user.type(screen.getByLabelText('Email address'), 'jo@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));

    expect(await findToast('Failed to join waitlist')).toHaveAttribute('data-kind', 'error');
  });
});
