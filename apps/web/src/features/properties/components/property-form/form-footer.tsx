import { Button } from '../../../../components/ui/button';
import { FORM_TEXT, type SaveMode } from '../../messages';
import { UploadProgress } from './upload-progress';

const submitLabels: Record<SaveMode, { idle: string; busy: string }> = {
  create: { idle: FORM_TEXT.create, busy: FORM_TEXT.creating },
  update: { idle: FORM_TEXT.update, busy: FORM_TEXT.updating },
};

type FormFooterProps = {
  mode: SaveMode;
  fileCount: number;
  isSubmitting: boolean;
  /** Upload progress in percent, or null when no upload is showing. */
  progress: number | null;
  onCancel: () => void;
};

/** 'N file(s) selected', the upload bar on either tab, Cancel and Create or Update (docs/product/property-form.md, "Opening the drawer"). */
export function FormFooter({ mode, fileCount, isSubmitting, progress, onCancel }: FormFooterProps) {
  const labels = submitLabels[mode];
  return (
    <div className="border-t border-slate-200 px-6 py-4">
      <UploadProgress percent={progress} />
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {FORM_TEXT.filesSelected(fileCount)}
        </p>
        <div className="flex gap-3">
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" isLoading={isSubmitting}>
            {isSubmitting ? labels.busy : labels.idle}
          </Button>
        </div>
      </div>
    </div>
  );
}
