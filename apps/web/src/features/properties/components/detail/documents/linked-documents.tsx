import type { PropertyFile } from '@plotwise/contracts';
import { ExternalLink, Link as LinkIcon } from 'lucide-react';
import { DOCUMENT_TEXT } from '../../../messages';
import { documentLinkClass } from './document-links';

/** A link's name: the last part of its address. */
function getLinkName(link: PropertyFile): string {
  const path = link.public_url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).at(-1);
  try {
    return last ? decodeURIComponent(last) : link.public_url;
  } catch {
    return last ?? link.public_url;
  }
}

/** Documents the user gave as web links: listed with Open, never fetched or read. */
export function LinkedDocuments({ links }: { links: readonly PropertyFile[] }) {
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="linked-documents">
      <h2 id="linked-documents" className="text-base font-semibold text-ink">
        {DOCUMENT_TEXT.linksHeading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{DOCUMENT_TEXT.linksNote}</p>
      <ul className="mt-3 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
        {links.map((link) => {
          const name = getLinkName(link);
          return (
            <li key={link.id} className="flex flex-wrap items-center gap-4 px-5 py-4">
              <LinkIcon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <p className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">{name}</p>
              <a
                href={link.public_url}
                target="_blank"
                rel="noopener noreferrer"
                className={documentLinkClass}
              >
                <ExternalLink className="size-4" aria-hidden="true" />
                {DOCUMENT_TEXT.open}
                <span className="sr-only"> {name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
