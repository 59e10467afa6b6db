import type { DocumentSearchResult, PropertyDocument, PropertyFile } from '@plotwise/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '../../../../../components/ui/alert';
import { Button } from '../../../../../components/ui/button';
import { getServerMessage } from '../../../../../lib/server-message';
import { DOCUMENT_TEXT, PROPERTY_TEXT, SEARCH_TEXT } from '../../../messages';
import { findStoredFile, getPageHref } from '../../../utils/document-display';
import { PageLink } from './page-link';

type SearchResultsProps = {
  query: string;
  search: UseQueryResult<DocumentSearchResult>;
  documents: readonly PropertyDocument[];
  files: readonly PropertyFile[];
};

/** Searching, the error with Retry, no match, or the matching pages best first. */
export function SearchResults({ query, search, documents, files }: SearchResultsProps) {
  if (search.isError) {
    return (
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <Alert className="flex-1" message={getServerMessage(search.error, SEARCH_TEXT.failed)} />
        <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
          {PROPERTY_TEXT.retry}
        </Button>
      </div>
    );
  }
  const hits = search.data?.hits;
  return (
    <div className="mt-3">
      <p role="status" className="text-sm text-slate-600">
        {!hits ? SEARCH_TEXT.searching : null}
        {hits?.length === 0 ? SEARCH_TEXT.noResults(query) : null}
        {hits?.length ? SEARCH_TEXT.results(hits.length) : null}
      </p>
      {hits?.length ? (
        <ol aria-label={SEARCH_TEXT.resultsLabel} className="mt-2 space-y-2">
          {hits.map((hit) => {
            const document = documents.find((candidate) => candidate.id === hit.document_id);
            const contentType = document && findStoredFile(document, files)?.content_type;
            const href = document ? getPageHref(document, hit.page, contentType) : null;
            return (
              <li
                key={`${hit.document_id}-${hit.page}`}
                className="rounded-xl border border-slate-200 bg-white px-4 py-3"
              >
                <p className="text-sm">
                  <PageLink href={href}>
                    {hit.filename}, {DOCUMENT_TEXT.page(hit.page).toLowerCase()}
                  </PageLink>
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {hit.snippet.map((part, index) =>
                    part.match ? (
                      <mark key={index} className="rounded bg-amber-100 px-0.5 text-ink">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
