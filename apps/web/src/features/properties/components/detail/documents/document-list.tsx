import type { PropertyFile } from '@plotwise/contracts';
import { cn } from '../../../../../lib/cn';
import type { DocumentNode } from '../../../utils/document-display';
import { DocumentItem } from './document-item';

type DocumentListProps = {
  nodes: readonly DocumentNode[];
  /** The property's uploads, for each document's file type and size. */
  files: readonly PropertyFile[];
  label: string;
  isNested?: boolean;
};

/** Documents in upload order; a zip's entries listed under it. */
export function DocumentList({ nodes, files, label, isNested = false }: DocumentListProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'divide-y divide-slate-100',
        isNested
          ? 'mt-4 rounded-xl border border-slate-200 bg-slate-50/60'
          : 'rounded-2xl border border-slate-200 bg-white',
      )}
    >
      {nodes.map((node) => (
        <DocumentItem key={node.document.id} node={node} files={files} />
      ))}
    </ul>
  );
}
