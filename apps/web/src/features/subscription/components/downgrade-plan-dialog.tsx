import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { getServerMessage } from '../../../lib/server-message';
import { useChangePlan } from '../api/change-plan';
import { BILLING_MESSAGES } from '../messages';

type DowngradePlanDialogProps = { userId: string; isOpen: boolean; onClose: () => void };

/** Confirms the move to Free before making it. */
export function DowngradePlanDialog({ userId, isOpen, onClose }: DowngradePlanDialogProps) {
  const changePlan = useChangePlan(userId);
  const toast = useToast();

  function handleClose() {
    changePlan.reset();
    onClose();
  }

  function handleConfirm() {
    changePlan.mutate(
      { plan_id: 'free' },
      {
        onSuccess: () => {
          toast.success(BILLING_MESSAGES.downgraded);
          handleClose();
        },
      },
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={handleClose}
      title={BILLING_MESSAGES.downgrade}
      description={BILLING_MESSAGES.downgradeDescription}
      size="sm"
    >
      <div className="space-y-4">
        <Alert
          message={
            changePlan.error && getServerMessage(changePlan.error, BILLING_MESSAGES.changeFailed)
          }
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={handleClose} data-autofocus>
            Cancel
          </Button>
          <Button isLoading={changePlan.isPending} onClick={handleConfirm}>
            {BILLING_MESSAGES.downgrade}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
