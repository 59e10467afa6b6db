import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findToast, toastRegion } from '../../testing/toasts';
import { ToastProvider, useToast } from './toast';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved')}>ok</button>
      <button onClick={() => toast.error('Failed')}>fail</button>
      <button onClick={() => toast.warning('Kept', { duration: 7_000 })}>long</button>
    </>
  );
}

const renderToasts = () =>
  render(
    <ToastProvider>
      <Trigger />
    </ToastProvider>,
  );

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('list each message with its kind and announce successes politely, failures assertively', async () => {
    const user = userEvent.setup();
    renderToasts();

    await user.click(screen.getByRole('button', { name: 'ok' }));
    await user.click(screen.getByRole('button', { name: 'fail' }));

    expect(await findToast('Saved')).toHaveAttribute('data-kind', 'success');
    expect(await findToast('Failed')).toHaveAttribute('data-kind', 'error');
    const announcement = (text: string) =>
      screen.getAllByRole('status').find((status) => status.textContent === `Notification ${text}`);
    await waitFor(() => expect(announcement('Saved')).toHaveAttribute('aria-live', 'polite'));
    expect(announcement('Failed')).toHaveAttribute('aria-live', 'assertive');
  });

  it('leave after 3 seconds', () => {
    vi.useFakeTimers();
    renderToasts();

    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => vi.advanceTimersByTime(2_999));
    expect(within(toastRegion()).getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(toastRegion()).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('can stay longer when asked, as property notifications do (7 s)', () => {
    vi.useFakeTimers();
    renderToasts();

    act(() => screen.getByRole('button', { name: 'long' }).click());
    act(() => vi.advanceTimersByTime(6_999));
    expect(within(toastRegion()).getByText('Kept')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(toastRegion()).queryByText('Kept')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', async () => {
    const user = userEvent.setup();
    renderToasts();

    await user.click(screen.getByRole('button', { name: 'ok' }));
    const toast = await findToast('Saved');
    await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    expect(within(toastRegion()).queryByText('Saved')).not.toBeInTheDocument();
  });
});
