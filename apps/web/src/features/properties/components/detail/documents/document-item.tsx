import type { PropertyFile } from '@plotwise/contracts';
import { FileText } from 'lucide-react';
import { formatFileSize } from '../../../../../lib/format';
import { DOCUMENT_TEXT } from '../../../messages';
import {
  findStoredFile,
  getDocumentKindLabel,
  type DocumentNode,
} from '../../../utils/document-display';
import { getDocumentTypeLabel } from '../../../utils/property-display';
import { DocumentFindings } from './document-findings';
import { DocumentLinks } from './document-links';
import { DocumentList } from './document-list';
import { DocumentStatus } from './document-status';

type DocumentItemProps = { node: DocumentNode; files: readonly PropertyFile[] };

/** One document: name, kind, type, size and pages, its reading status, findings and entries. */
export function DocumentItem({ node: { document, entries }, files }: DocumentItemProps) {
  const isEntry = document.archive_id !== null;
  // A zip entry's link is its zip's, so its type and size are not its own.
  const stored = isEntry ? undefined : findStoredFile(document, files);
  const isZip = stored?.content_type === 'application/zip';
  const details = [
    isZip ? null : getDocumentKindLabel(document),
    stored ? getDocumentTypeLabel(stored.content_type) : null,
    stored ? formatFileSize(stored.size) : null,
    document.status === 'done' && document.page_count > 0
      ? DOCUMENT_TEXT.pages(document.page_count)
      : null,
  ].filter(Boolean);

  return (
    <li className="px-5 py-4">
      <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
        <FileText className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="break-words text-sm font-semibold text-ink">{document.filename}</p>
          {details.length > 0 ? (
            <p className="text-xs text-slate-600">{details.join(' · ')}</p>
          ) : null}
          <DocumentStatus document={document} />
        </div>
        {isEntry ? null : <DocumentLinks document={document} />}
      </div>
      {document.status === 'done' && document.page_count > 0 ? (
        <DocumentFindings document={document} contentType={stored?.content_type} />
      ) : null}
      {entries.length > 0 ? (
        <DocumentList
          nodes={entries}
          files={files}
          label={DOCUMENT_TEXT.entriesLabel(document.filename)}
          isNested
        />
      ) : null}
    </li>
  );
}
