import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { findToast } from '../../testing/toasts';
import { Dialog } from './dialog';
import { ToastProvider, useToast } from './toast';

function Harness({ autofocusCancel = false }: { autofocusCancel?: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <main>
      <button onClick={() => setIsOpen(true)}>Open</button>
      <Dialog
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title="Rename"
        description="Pick a name."
      >
        <label>
          Name <input />
        </label>
        <button data-autofocus={autofocusCancel || undefined}>Cancel</button>
      </Dialog>
    </main>
  );
}

async function openDialog(autofocusCancel = false) {
  const user = userEvent.setup();
  render(<Harness autofocusCancel={autofocusCancel} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Rename' }) };
}

describe('Dialog', () => {
  it('is named and described, hides the page behind it, and locks its scroll', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleDescription('Pick a name.');
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
    expect(screen.getByRole('main', { hidden: true })).toBeInTheDocument();
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
  });

  it('focuses the first field', async () => {
    await openDialog();
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('focuses the control marked data-autofocus first', async () => {
    await openDialog(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the control that opened it', async () => {
    const { user } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('closes on a press outside, but not after a drag that starts inside', async () => {
    const { user, dialog } = await openDialog();
    const backdrop = screen.getByTestId('dialog-backdrop');

    await user.pointer([
      { keys: '[MouseLeft>]', target: screen.getByLabelText('Name') },
      { target: backdrop },
      { keys: '[/MouseLeft]' },
    ]);
    expect(dialog).toBeInTheDocument();

    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes once on Escape, also while a toast is showing', async () => {
    const onClose = vi.fn();
    function WithToast() {
      const toast = useToast();
      return (
        <Dialog isOpen onClose={onClose} title="Rename">
          <button onClick={() => toast.success('Saved')}>Save</button>
        </Dialog>
      );
    }
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <WithToast />
      </ToastProvider>,
    );

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast('Saved');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
