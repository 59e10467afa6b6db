import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announce success as status and errors as alert, and leave after 3 seconds', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => screen.getByRole('button', { name: 'fail' }).click());
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');

    act(() => vi.advanceTimersByTime(2_999));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('can stay longer when asked, as property notifications do (7 s)', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'long' }).click());
    act(() => vi.advanceTimersByTime(6_999));
    expect(screen.getByRole('status')).toHaveTextContent('Kept');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );

    act(() => screen.getByRole('button', { name: 'ok' }).click());
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
