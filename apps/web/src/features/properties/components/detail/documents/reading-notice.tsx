import type { PropertyDocument } from '@plotwise/contracts';
import { DOCUMENT_TEXT } from '../../../messages';

/**
 * Says, politely to screen readers, how many documents are still to be read; empty once none is,
 * so the region stays in place and its change is announced.
 */
export function ReadingNotice({ documents }: { documents: readonly PropertyDocument[] }) {
  const unread = documents.filter(
    (document) => document.status === 'queued' || document.status === 'reading',
  ).length;
  return (
    <p role="status" className="text-sm text-slate-600 empty:hidden">
      {unread > 0 ? DOCUMENT_TEXT.reading(unread) : null}
    </p>
  );
}
