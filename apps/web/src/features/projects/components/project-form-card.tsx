import { projectStatuses } from '@plotwise/contracts';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { statusLabels } from '../messages';
import { canSaveProject, type ProjectDraft } from '../utils/project-draft';
import { ColourField } from './colour-field';

const statusOptions = projectStatuses.map((status) => ({
  value: status,
  label: statusLabels[status],
}));

type ProjectFormCardProps = {
  title: string;
  initial: ProjectDraft;
  isSaving: boolean;
  error: string | null;
  onSubmit: (draft: ProjectDraft) => void;
  onCancel: () => void;
};

/** The inline card for a new project or for editing one in place; Escape cancels. */
export function ProjectFormCard({
  title,
  initial,
  isSaving,
  error,
  onSubmit,
  onCancel,
}: ProjectFormCardProps) {
  const [draft, setDraft] = useState(initial);
  const headingId = useId();
  const canSave = canSaveProject(draft);

  const update = (changes: Partial<ProjectDraft>) =>
    setDraft((current) => ({ ...current, ...changes }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A blank name after trimming leaves Save disabled and the submit ignored (docs/product/projects.md, "Projects page").
    if (!canSave || isSaving) return;
    onSubmit(draft);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={handleSubmit}
      onKeyDown={handleKeyDown}
      className="col-span-2 space-y-4 rounded-2xl border border-primary/40 bg-white p-5 shadow-md"
    >
      <h2 id={headingId} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <TextField
        label="Name"
        value={draft.name}
        maxLength={100}
        autoFocus
        onChange={(event) => update({ name: event.target.value })}
      />
      <TextAreaField
        label="Description"
        labelSuffix="(optional)"
        rows={2}
        maxLength={1000}
        value={draft.description}
        onChange={(event) => update({ description: event.target.value })}
      />
      <ColourField value={draft.color} onChange={(color) => update({ color })} />
      <SelectField
        label="Status"
        value={draft.status}
        options={statusOptions}
        onChange={(event) => update({ status: event.target.value as ProjectDraft['status'] })}
      />
      <Alert message={error} />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={!canSave} isLoading={isSaving}>
          Save
        </Button>
      </div>
    </form>
  );
}
