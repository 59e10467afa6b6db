import type { PropertyDocument, PropertyFile } from '@plotwise/contracts';
import { Search } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { TextField } from '../../../../../components/ui/text-field';
import { useDebouncedValue } from '../../../../../lib/use-debounced-value';
import { useDocumentSearch } from '../../../api/search-documents';
import { SEARCH_TEXT } from '../../../messages';
import { SearchResults } from './search-results';

/** Typing settles for this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
const MAX_QUERY_LENGTH = 200;

type DocumentSearchProps = {
  propertyId: string;
  documents: readonly PropertyDocument[];
  files: readonly PropertyFile[];
};

/** A search box over the text of every document of the property; Escape clears it. */
export function DocumentSearch({ propertyId, documents, files }: DocumentSearchProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useDocumentSearch(propertyId, query);

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape' && text !== '') {
      event.preventDefault();
      setText('');
    }
  }

  return (
    <section role="search" aria-label={SEARCH_TEXT.label}>
      <TextField
        type="search"
        label={SEARCH_TEXT.label}
        hint={SEARCH_TEXT.hint}
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        trailing={() => <Search className="mr-2 size-4 text-slate-400" aria-hidden="true" />}
      />
      {/* Cleared text hides the results at once, without waiting for the debounce. */}
      {query === '' || text.trim() === '' ? null : (
        <SearchResults query={query} search={search} documents={documents} files={files} />
      )}
    </section>
  );
}
