import type { Property } from '@plotwise/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { cn } from '../../../../lib/cn';
import { formatGBPCompact } from '../../../../lib/format';
import { propertyQueryOptions } from '../../api/get-property';
import {
  getBedroomsLabel,
  getPropertyTypeLabel,
  getStreetLine,
} from '../../utils/property-display';
import { ProjectBadge } from '../project-badge';

/** One property in the side list; hovering or focusing it preloads the property. */
export function SideListRow({ property, isSelected }: { property: Property; isSelected: boolean }) {
  const client = useQueryClient();
  const preload = () => void client.prefetchQuery(propertyQueryOptions(property.id));
  return (
    <li>
      <Link
        to={paths.property.getHref(property.id)}
        aria-current={isSelected ? 'page' : undefined}
        onMouseEnter={preload}
        onFocus={preload}
        className={cn(
          'block rounded-lg border px-3 py-2.5 transition-colors',
          isSelected
            ? 'border-primary/40 bg-primary-soft'
            : 'border-transparent hover:bg-slate-100',
        )}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className="truncate text-sm font-semibold text-ink">
            {getStreetLine(property.address)}
          </span>
          <span className="shrink-0 text-sm font-bold text-ink">
            {formatGBPCompact(property.price)}
          </span>
        </span>
        <span className="mt-1.5 flex items-center justify-between gap-2">
          <span className="truncate text-xs text-slate-600">
            {getPropertyTypeLabel(property.property_type)} · {getBedroomsLabel(property.bedrooms)}
          </span>
          <ProjectBadge
            name={property.project_name}
            color={property.project_color}
            className="max-w-[50%]"
          />
        </span>
      </Link>
    </li>
  );
}
