import type { DocumentFinding, PropertyDocument } from '@plotwise/contracts';
import { cn } from '../../../../../lib/cn';
import { DOCUMENT_TEXT } from '../../../messages';
import {
  formatConfidence,
  getFindingKindLabel,
  getPageHref,
  sortFindings,
} from '../../../utils/document-display';
import { PageLink } from './page-link';
import { SeverityBadge, severityBorders } from './severity-badge';

type DocumentFindingsProps = {
  document: PropertyDocument;
  /** The stored file's type: a PDF opens at the finding's page. */
  contentType: string | null | undefined;
};

/** What the reader found, red flags first, each with its quote and the page it is on. */
export function DocumentFindings({ document, contentType }: DocumentFindingsProps) {
  if (document.findings.length === 0) {
    return <p className="mt-3 text-sm text-slate-600">{DOCUMENT_TEXT.noFindings}</p>;
  }
  return (
    <ul aria-label={DOCUMENT_TEXT.findingsLabel(document.filename)} className="mt-3 space-y-2">
      {sortFindings(document.findings).map((finding, index) => (
        <FindingItem
          key={`${finding.kind}-${finding.page}-${index}`}
          finding={finding}
          href={getPageHref(document, finding.page, contentType)}
          filename={document.filename}
        />
      ))}
    </ul>
  );
}

type FindingItemProps = { finding: DocumentFinding; href: string | null; filename: string };

function FindingItem({ finding, href, filename }: FindingItemProps) {
  return (
    <li
      className={cn(
        'rounded-xl border border-l-4 border-slate-200 bg-white px-4 py-3',
        severityBorders[finding.severity],
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={finding.severity} />
        <p className="text-sm font-semibold text-ink">{finding.summary}</p>
      </div>
      <blockquote className="mt-2 border-l-2 border-slate-200 pl-3 text-sm text-slate-700">
        “{finding.quote}”
      </blockquote>
      <p className="mt-2 flex flex-wrap gap-x-2 text-xs text-slate-600">
        <span>{getFindingKindLabel(finding.kind)}</span>
        <span aria-hidden="true">·</span>
        <span>{formatConfidence(finding.confidence)}</span>
        <span aria-hidden="true">·</span>
        <PageLink href={href} context={` of ${filename}`}>
          {DOCUMENT_TEXT.page(finding.page)}
        </PageLink>
      </p>
    </li>
  );
}
