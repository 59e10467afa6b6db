import type { Property } from '@plotwise/contracts';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatFloorArea, formatGBP } from '../../../../lib/format';
import { getFullAddress, getPropertyTypeLabel, getTenureLabel } from '../../utils/property-display';
import { PhotoGrid } from './photos/photo-grid';

const notSpecified = 'Not specified';

/** Every field of the property, then its images with their room and condition tags. */
export function DetailsTab({ property }: { property: Property }) {
  const fields: Array<{ label: string; value: ReactNode; wide?: boolean }> = [
    { label: 'Address', value: getFullAddress(property.address), wide: true },
    { label: 'Price', value: formatGBP(property.price) },
    { label: 'Property Type', value: getPropertyTypeLabel(property.property_type) },
    { label: 'Tenure', value: getTenureLabel(property.tenure) },
    { label: 'Bedrooms', value: property.bedrooms },
    // Only once a read floorplan or EPC has given it (docs/product/documents.md).
    ...(property.floor_area_sqm
      ? [{ label: 'Floor Area', value: formatFloorArea(property.floor_area_sqm) }]
      : []),
    { label: 'Energy Rating', value: property.energy_rating ?? notSpecified },
    {
      label: 'Council Tax Band',
      value: property.council_tax_band ? `Band ${property.council_tax_band}` : notSpecified,
    },
    { label: 'Project', value: property.project_name },
    {
      label: 'Listing',
      value: property.url ? (
        <a
          href={property.url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-primary hover:underline"
        >
          View listing
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : (
        notSpecified
      ),
    },
    { label: 'Description', value: property.description || notSpecified, wide: true },
    {
      label: 'Features',
      value: property.features.length ? property.features.join(', ') : notSpecified,
      wide: true,
    },
  ];
  return (
    <div className="space-y-8">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {fields.map(({ label, value, wide }) => (
          <div key={label} className={wide ? 'sm:col-span-2' : undefined}>
            <dt className="text-xs font-semibold uppercase tracking-wider text-slate-500">
              {label}
            </dt>
            <dd className="mt-1 whitespace-pre-line text-sm text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <PhotoGrid propertyId={property.id} />
    </div>
  );
}
