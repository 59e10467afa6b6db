import { FILE_MESSAGES, UPLOAD_ACCEPT } from '@plotwise/contracts';
import { FileText, ImageIcon, Upload, X } from 'lucide-react';
import { useId, type DragEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { formatFileSize } from '../../../../lib/format';

type FilePickerProps = {
  files: File[];
  rejections: string[];
  maxUploadMb: number;
  onAdd: (files: File[]) => void;
  onRemove: (index: number) => void;
  onDismissRejections: () => void;
};

/** Choose or drop files; rejected ones are listed under 'Some files were rejected' (docs/product/property-form.md, "Files"). */
export function FilePicker({
  files,
  rejections,
  maxUploadMb,
  onAdd,
  onRemove,
  onDismissRejections,
}: FilePickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const nameId = `${inputId}-name`;

  function handleDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    onAdd(Array.from(event.dataTransfer.files));
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => event.preventDefault()}
        onDrop={handleDrop}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-6 py-8 text-center transition-colors hover:border-primary hover:bg-primary-soft/40 focus-within:border-primary focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-focus"
      >
        <Upload className="size-6 text-primary" aria-hidden="true" />
        <span id={nameId} className="text-sm font-semibold text-ink">
          Upload files
        </span>
        <span id={hintId} className="text-xs text-slate-500">
          Photos (JPEG, PNG, GIF, WebP, BMP), PDF, Word or ZIP, up to {maxUploadMb}MB each
        </span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          aria-labelledby={nameId}
          aria-describedby={hintId}
          className="sr-only"
          onChange={(event) => {
            onAdd(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>

      {rejections.length > 0 ? (
        <Alert
          className="mt-3"
          onDismiss={onDismissRejections}
          message={
            <>
              <p className="font-semibold">{FILE_MESSAGES.someRejected}</p>
              <ul className="mt-1 list-disc pl-5">
                {rejections.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </>
          }
        />
      ) : null}

      {files.length > 0 ? (
        <ul
          aria-label="Selected files"
          className="mt-3 divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {files.map((file, index) => {
            const Icon = file.type.startsWith('image/') ? ImageIcon : FileText;
            return (
              <li
                key={`${file.name}-${index}`}
                className="flex items-center gap-3 px-3 py-2 text-sm"
              >
                <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate text-ink">{file.name}</span>
                <span className="text-xs text-slate-500">{formatFileSize(file.size)}</span>
                <button
                  type="button"
                  onClick={() => onRemove(index)}
                  className="inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-500 hover:bg-red-50 hover:text-red-700"
                >
                  <X className="size-4" aria-hidden="true" />
                  <span className="sr-only">Remove {file.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
