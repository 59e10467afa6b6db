import { formatDate, formatGBP } from '../../../../lib/format';
import { DETAIL_TEXT } from '../../messages';
import type { PropertyPreview } from '../../api/get-property';
import { getAnalysisStatusLabel } from '../../utils/processing';
import { getPropertyTypeLabel } from '../../utils/property-display';

type PropertyInfoCardProps = { property: PropertyPreview };

/** The 'Property Information' card beside the tabs (docs/product/properties.md, "Property Information card"). */
export function PropertyInfoCard({ property }: PropertyInfoCardProps) {
  const rows = [
    { label: 'Type', value: getPropertyTypeLabel(property.property_type) },
    { label: 'Price', value: formatGBP(property.price) },
    { label: 'Bedrooms', value: property.bedrooms ?? 'Not specified' },
    { label: 'Analysis Status', value: getAnalysisStatusLabel(property) },
  ];
  return (
    <section
      aria-labelledby="property-information"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="property-information" className="text-base font-semibold text-ink">
        {DETAIL_TEXT.infoHeading}
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      {/* The quick first fetch has no date; the full property follows within moments. */}
      {'created_at' in property ? (
        <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">
          {DETAIL_TEXT.added(formatDate(property.created_at))}
        </p>
      ) : null}
    </section>
  );
}
