import type { PropertyDocument } from '@plotwise/contracts';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { Spinner } from '../../../../../components/ui/spinner';
import { cn } from '../../../../../lib/cn';
import { DOCUMENT_TEXT } from '../../../messages';
import { documentStatusLabels } from '../../../utils/document-display';

const icons = {
  queued: <Clock className="size-3.5" aria-hidden="true" />,
  reading: <Spinner size="sm" className="size-3.5" />,
  done: <CircleCheck className="size-3.5" aria-hidden="true" />,
  failed: <CircleAlert className="size-3.5" aria-hidden="true" />,
} as const;

const tones = {
  queued: 'text-slate-600',
  reading: 'text-primary',
  done: 'text-green-700',
  failed: 'text-red-700',
} as const;

/** Waiting, reading, read, or could not be read with the reason. */
export function DocumentStatus({ document }: { document: PropertyDocument }) {
  return (
    <div className={cn('mt-1 text-xs', tones[document.status])}>
      <p className="inline-flex items-center gap-1.5 font-semibold">
        {icons[document.status]}
        {documentStatusLabels[document.status]}
      </p>
      {document.status === 'failed' ? (
        <p className="mt-0.5">{document.status_reason ?? DOCUMENT_TEXT.noReason}</p>
      ) : null}
    </div>
  );
}
