import type { Project } from '@plotwise/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useCurrentProject } from '../api/get-project';
import { PROJECTS_MESSAGES } from '../messages';

type DeleteProjectDialogProps = {
  /** The project to delete; null keeps the dialog closed. */
  project: Project | null;
  isDeleting: boolean;
  error: string | null;
  onConfirm: (project: Project) => void;
  onClose: () => void;
};

/** Asks before deleting; a project that still has properties cannot go (docs/product/projects.md, "Projects page"). */
export function DeleteProjectDialog({
  project,
  isDeleting,
  error,
  onConfirm,
  onClose,
}: DeleteProjectDialogProps) {
  // Checked again as the dialog opens: the cached list may predate a new property.
  const current = useCurrentProject(project?.id ?? null);
  const count = current.data?.property_count ?? project?.property_count ?? 0;
  const hasProperties = count > 0;
  return (
    <Dialog
      isOpen={project !== null}
      onClose={onClose}
      title={PROJECTS_MESSAGES.deleteTitle}
      description={project ? PROJECTS_MESSAGES.deleteConfirm(project.name) : undefined}
      size="sm"
    >
      <div className="space-y-4">
        {hasProperties ? (
          <Alert tone="warning" message={PROJECTS_MESSAGES.hasProperties(count)} />
        ) : null}
        <Alert message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={hasProperties || current.isFetching}
            isLoading={isDeleting}
            onClick={() => project && onConfirm(project)}
          >
            Delete
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
