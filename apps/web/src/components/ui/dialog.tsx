import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { CloseButton } from './close-button';
import { useModalHandlers } from './modal-handlers';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' } as const;

/**
 * Modal dialog on Radix (docs/decisions/0055-accessible-primitives.md): labelled by its title,
 * Escape and a press outside close it (a drag that starts inside does not), focus stays inside
 * and returns afterwards, the page behind neither scrolls nor reaches assistive technology.
 */
export function Dialog({
  isOpen,
  onClose,
  title,
  description,
  children,
  size = 'md',
}: DialogProps) {
  const handlers = useModalHandlers(onClose);
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        {/* The overlay scrolls a tall dialog; the panel sits inside it, so a press on the overlay is outside. */}
        <RadixDialog.Overlay
          data-testid="dialog-backdrop"
          className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 backdrop-blur-[2px] animate-fade-in sm:items-center sm:p-6"
        >
          <RadixDialog.Content
            {...handlers}
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'relative my-8 w-full rounded-2xl bg-white shadow-2xl ring-1 ring-slate-900/5 animate-dialog-in focus:outline-none',
              widths[size],
            )}
          >
            <div className="flex items-start justify-between gap-4 px-6 pt-6">
              <div>
                <RadixDialog.Title className="text-xl font-semibold tracking-tight text-ink">
                  {title}
                </RadixDialog.Title>
                {description ? (
                  <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                    {description}
                  </RadixDialog.Description>
                ) : null}
              </div>
              <CloseButton onClick={onClose} label="Close" className="-mr-2 -mt-1" />
            </div>
            <div className="px-6 pb-6 pt-5">{children}</div>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
