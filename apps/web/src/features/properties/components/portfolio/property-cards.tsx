import type { Property } from '@plotwise/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { cn } from '../../../../lib/cn';
import { formatGBP } from '../../../../lib/format';
import {
  getBedroomsLabel,
  getCity,
  getPropertyTypeLabel,
  getStreetLine,
} from '../../utils/property-display';
import { ProjectBadge } from '../project-badge';
import { PropertyCardActions } from './property-card-actions';

const cardClassName =
  'relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-primary/40';

/** The card's title; its link stretches over the whole card, so a click anywhere opens the property. */
function CardTitleLink({
  propertyId,
  className,
  children,
}: {
  propertyId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <h3 className={cn('text-base font-semibold text-ink', className)}>
      <Link
        to={paths.property.getHref(propertyId)}
        className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
      >
        {children}
      </Link>
    </h3>
  );
}

type PropertyCardProps = {
  property: Property;
  onEdit: (property: Property) => void;
  onDelete: (property: Property) => void;
};

/** An owned property: the whole card opens it; edit and delete show on hover or focus. */
export function OwnedPropertyCard({ property, onEdit, onDelete }: PropertyCardProps) {
  const address = getStreetLine(property.address);
  const meta = [
    getCity(property.address),
    getPropertyTypeLabel(property.property_type),
    getBedroomsLabel(property.bedrooms),
  ].filter(Boolean);
  return (
    <article className={cn(cardClassName, 'group')}>
      <div className="flex items-start justify-between gap-3">
        <CardTitleLink propertyId={property.id} className="min-w-0">
          {address}
        </CardTitleLink>
        <PropertyCardActions
          address={address}
          reveal="hover"
          onEdit={() => onEdit(property)}
          onDelete={() => onDelete(property)}
        />
      </div>
      <p className="mt-1 text-sm text-slate-600">{meta.join(' • ')}</p>
      <div className="mt-4 flex items-end justify-between gap-3">
        <p className="text-lg font-bold text-ink">{formatGBP(property.price)}</p>
        <ProjectBadge name={property.project_name} color={property.project_color} />
      </div>
    </article>
  );
}

/** An opportunity: address, city, postcode, price, project, with Edit and Delete always shown. */
export function OpportunityCard({ property, onEdit, onDelete }: PropertyCardProps) {
  const address = getStreetLine(property.address);
  const place = [getCity(property.address), property.address.postcode].filter(Boolean);
  return (
    <article className={cardClassName}>
      <CardTitleLink propertyId={property.id}>{address}</CardTitleLink>
      <p className="mt-1 text-sm text-slate-600">{place.join(', ')}</p>
      <div className="mt-3 flex items-center justify-between gap-3">
        <p className="text-lg font-bold text-ink">{formatGBP(property.price)}</p>
        <ProjectBadge name={property.project_name} color={property.project_color} />
      </div>
      <div className="mt-4 border-t border-slate-100 pt-3">
        <PropertyCardActions
          address={address}
          onEdit={() => onEdit(property)}
          onDelete={() => onDelete(property)}
        />
      </div>
    </article>
  );
}
