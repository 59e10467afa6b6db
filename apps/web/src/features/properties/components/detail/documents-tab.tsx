import type { Property, PropertyFile } from '@plotwise/contracts';
import { Download, ExternalLink, FileText } from 'lucide-react';
import { EmptyState } from '../../../../components/layout/empty-state';
import { formatFileSize, getDocumentTypeLabel } from '../../utils/property-display';

/** A document's name: its file name, else the last part of its link. */
function getDocumentName(document: PropertyFile): string {
  if (document.filename) return document.filename;
  const path = document.public_url.split(/[?#]/)[0] ?? '';
  return decodeURIComponent(path.split('/').filter(Boolean).at(-1) ?? document.public_url);
}

const linkClass =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-primary hover:bg-primary-soft';

/** The property's documents with type, size and open and download links. */
export function DocumentsTab({ property }: { property: Property }) {
  if (property.documents.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="No documents yet"
        description="Add documents through Edit Property: upload files or link to them."
      />
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
      {property.documents.map((document) => {
        const name = getDocumentName(document);
        const isUpload = document.filename !== null;
        return (
          <li key={document.id} className="flex flex-wrap items-center gap-4 px-5 py-4">
            <FileText className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink">{name}</p>
              <p className="text-xs text-slate-600">
                {getDocumentTypeLabel(document.content_type)}
                {isUpload ? ` · ${formatFileSize(document.size)}` : null}
              </p>
            </div>
            <a
              href={document.public_url}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
              Open<span className="sr-only"> {name}</span>
            </a>
            {isUpload ? (
              <a href={document.public_url} download={name} className={linkClass}>
                <Download className="size-4" aria-hidden="true" />
                Download<span className="sr-only"> {name}</span>
              </a>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
