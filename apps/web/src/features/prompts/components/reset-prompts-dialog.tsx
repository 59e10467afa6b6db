import { PROMPT_MESSAGES } from '@plotwise/contracts';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

type ResetPromptsDialogProps = {
  isOpen: boolean;
  isResetting: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

export function ResetPromptsDialog({
  isOpen,
  isResetting,
  onConfirm,
  onClose,
}: ResetPromptsDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title="Reset to Default"
      description={PROMPT_MESSAGES.resetConfirm}
      size="sm"
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" isLoading={isResetting} onClick={onConfirm}>
          Reset to Default
        </Button>
      </div>
    </Dialog>
  );
}
