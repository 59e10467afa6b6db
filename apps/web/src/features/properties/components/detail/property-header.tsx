import type { Property } from '@plotwise/contracts';
import { Pencil } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import type { PropertyPreview } from '../../api/get-property';
import { DETAIL_TEXT, PROPERTY_TEXT } from '../../messages';
import { getCity, getStreetLine } from '../../utils/property-display';
import { ProjectBadge } from '../project-badge';

type PropertyHeaderProps = {
  property: PropertyPreview;
  /** The full property, once loaded: editing needs every field. */
  full: Property | undefined;
  isProcessing: boolean;
  onEdit: (property: Property) => void;
};

/** Address, Edit Property (disabled while processing), Owned or Opportunity, project and tags. */
export function PropertyHeader({ property, full, isProcessing, onEdit }: PropertyHeaderProps) {
  const place = [getCity(property.address), property.address?.postcode].filter(Boolean).join(', ');
  return (
    <header className="flex min-h-[140px] flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {getStreetLine(property.address)}
        </h1>
        {place ? <p className="mt-1 text-sm text-slate-600">{place}</p> : null}
        {full ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                full.is_owned ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900',
              )}
            >
              {full.is_owned ? DETAIL_TEXT.owned : DETAIL_TEXT.opportunity}
            </span>
            <ProjectBadge name={full.project_name} color={full.project_color} />
            {full.tags.length > 0 ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                {full.tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </div>
      {/* At the header's foot, clear of the notifications that appear top right. */}
      <Button
        className="self-end"
        variant="secondary"
        icon={<Pencil className="size-4" aria-hidden="true" />}
        disabled={!full || isProcessing}
        onClick={() => full && onEdit(full)}
      >
        {PROPERTY_TEXT.editProperty}
      </Button>
    </header>
  );
}
