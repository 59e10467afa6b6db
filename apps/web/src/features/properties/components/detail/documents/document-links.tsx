import type { PropertyDocument } from '@plotwise/contracts';
import { Download, ExternalLink } from 'lucide-react';
import { DOCUMENT_TEXT } from '../../../messages';

export const documentLinkClass =
  'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-primary hover:bg-primary-soft';

/** Open (a new tab) and Download; a document that could not be read keeps both. */
export function DocumentLinks({ document }: { document: PropertyDocument }) {
  return (
    <div className="flex gap-1">
      <a
        href={document.url}
        target="_blank"
        rel="noopener noreferrer"
        className={documentLinkClass}
      >
        <ExternalLink className="size-4" aria-hidden="true" />
        {DOCUMENT_TEXT.open}
        <span className="sr-only"> {document.filename}</span>
      </a>
      <a href={document.url} download={document.filename} className={documentLinkClass}>
        <Download className="size-4" aria-hidden="true" />
        {DOCUMENT_TEXT.download}
        <span className="sr-only"> {document.filename}</span>
      </a>
    </div>
  );
}
