import type { Property } from '@plotwise/contracts';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatGBP } from '../../../../lib/format';
import { getFullAddress, getPropertyTypeLabel, getTenureLabel } from '../../utils/property-display';

const notSpecified = 'Not specified';

/** Every field of the property, then its images. */
export function DetailsTab({ property }: { property: Property }) {
  const fields: Array<{ label: string; value: ReactNode; wide?: boolean }> = [
    { label: 'Address', value: getFullAddress(property.address), wide: true },
    { label: 'Price', value: formatGBP(property.price) },
    { label: 'Property Type', value: getPropertyTypeLabel(property.property_type) },
    { label: 'Tenure', value: getTenureLabel(property.tenure) },
    { label: 'Bedrooms', value: property.bedrooms },
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
      <section aria-labelledby="property-images">
        <h2 id="property-images" className="text-base font-semibold text-ink">
          Images
        </h2>
        {property.images.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No images yet.</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {property.images.map((image, index) => (
              <li key={image.id}>
                <a
                  href={image.public_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
                >
                  <img
                    src={image.public_url}
                    alt={`Image ${index + 1} of ${property.images.length}`}
                    loading="lazy"
                    className="aspect-[4/3] w-full object-cover transition-transform hover:scale-105"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
