import type { Property } from '@plotwise/contracts';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { useToast } from '../../../../components/ui/toast';
import { useDeleteProperty } from '../../api/delete-property';
import { PROPERTY_TEXT } from '../../messages';
import { getFullAddress } from '../../utils/property-display';

type DeletePropertyDialogProps = {
  property: Property | null;
  onClose: () => void;
};

/** 'Delete Property' with Cancel and Delete; a failure alerts and leaves the dialog open. */
export function DeletePropertyDialog({ property, onClose }: DeletePropertyDialogProps) {
  const remove = useDeleteProperty();
  const toast = useToast();

  function handleDelete() {
    if (!property) return;
    remove.mutate(property.id, {
      onSuccess: onClose,
      onError: () => toast.error(PROPERTY_TEXT.deleteFailed),
    });
  }

  return (
    <Dialog
      isOpen={property !== null}
      onClose={onClose}
      size="sm"
      title={PROPERTY_TEXT.deleteTitle}
      description={property ? PROPERTY_TEXT.deleteQuestion(getFullAddress(property.address)) : null}
    >
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" isLoading={remove.isPending} onClick={handleDelete}>
          Delete
        </Button>
      </div>
    </Dialog>
  );
}
