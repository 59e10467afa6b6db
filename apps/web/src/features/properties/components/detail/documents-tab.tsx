import type { Property } from '@plotwise/contracts';
import { FileText } from 'lucide-react';
import { EmptyState } from '../../../../components/layout/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { useDocuments } from '../../api/get-documents';
import { DOCUMENT_TEXT } from '../../messages';
import { nestEntries } from '../../utils/document-display';
import { DocumentList } from './documents/document-list';
import { DocumentSearch } from './documents/document-search';
import { LinkedDocuments } from './documents/linked-documents';
import { LoadFailed } from './load-failed';
import { ReadingNotice } from './documents/reading-notice';

/**
 * The property's documents as read (docs/product/properties.md "Tabs"): kind, pages, reading
 * status, findings and a search over their text; then the documents given only as links.
 */
export function DocumentsTab({ property }: { property: Property }) {
  const documents = useDocuments(property.id);
  const links = property.documents.filter((file) => file.filename === null);
  // Images read as a document (a floorplan) come from the image uploads.
  const files = [...property.documents, ...property.images];

  if (documents.isPending) {
    return (
      <div className="space-y-3">
        <Spinner label={DOCUMENT_TEXT.loading} className="text-primary" />
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </div>
    );
  }
  if (!documents.data) {
    return (
      <LoadFailed message={DOCUMENT_TEXT.loadFailed} onRetry={() => void documents.refetch()} />
    );
  }
  if (documents.data.length === 0 && links.length === 0) {
    return (
      <EmptyState
        icon={FileText}
        title={DOCUMENT_TEXT.emptyTitle}
        description={DOCUMENT_TEXT.emptyDescription}
      />
    );
  }
  return (
    <div className="space-y-6">
      {documents.data.length > 0 ? (
        <>
          <DocumentSearch propertyId={property.id} documents={documents.data} files={files} />
          <ReadingNotice documents={documents.data} />
          <DocumentList
            nodes={nestEntries(documents.data)}
            files={files}
            label={DOCUMENT_TEXT.listLabel}
          />
        </>
      ) : null}
      <LinkedDocuments links={links} />
    </div>
  );
}
