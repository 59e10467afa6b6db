import {
  councilTaxBands,
  energyRatings,
  MAX_BEDROOMS,
  MIN_BEDROOMS,
  propertyTypes,
  tenures,
} from '@plotwise/contracts';
import { SelectField, type SelectOption } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import type { ProjectOption } from '../../api/get-projects';
import { getPropertyTypeLabel, getTenureLabel } from '../../utils/property-display';
import { TextListField } from './text-list-field';
import type { PropertyFormState } from './use-property-form-state';

const notSpecified: SelectOption = { value: '', label: 'Not specified' };
const typeOptions = propertyTypes.map((type) => ({
  value: type,
  label: getPropertyTypeLabel(type),
}));
const tenureOptions = tenures.map((tenure) => ({ value: tenure, label: getTenureLabel(tenure) }));
const ratingOptions = [
  notSpecified,
  ...energyRatings.map((band) => ({ value: band, label: band })),
];
const taxBandOptions = [
  notSpecified,
  ...councilTaxBands.map((band) => ({ value: band, label: `Band ${band}` })),
];

type PropertyDetailsFieldsProps = {
  form: PropertyFormState;
  projects: ProjectOption[];
  /** The project shown when none is chosen: the first one (docs/decisions/0104-default-project.md). */
  projectId: string;
};

/** The 'Property Details' tab of the drawer. */
export function PropertyDetailsFields({ form, projects, projectId }: PropertyDetailsFieldsProps) {
  const { values, errors, setField } = form;
  const required = 'Required';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label="Address"
        labelSuffix={required}
        required
        autoComplete="street-address"
        value={values.address}
        error={errors.address}
        onChange={(event) => setField('address', event.target.value)}
      />
      <TextField
        label="City"
        value={values.city}
        onChange={(event) => setField('city', event.target.value)}
      />
      <TextField
        label="Postcode"
        value={values.postcode}
        autoComplete="postal-code"
        onChange={(event) => setField('postcode', event.target.value)}
      />
      <TextField
        label="Price (£)"
        labelSuffix={required}
        required
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values.price}
        error={errors.price}
        onChange={(event) => setField('price', event.target.value)}
      />
      <TextField
        label="Bedrooms"
        type="number"
        min={MIN_BEDROOMS}
        max={MAX_BEDROOMS}
        step={1}
        value={values.bedrooms}
        error={errors.bedrooms}
        onChange={(event) => setField('bedrooms', event.target.value)}
      />
      <SelectField
        label="Property Type"
        labelSuffix={required}
        required
        options={typeOptions}
        value={values.property_type}
        error={errors.property_type}
        onChange={(event) =>
          setField('property_type', event.target.value as typeof values.property_type)
        }
      />
      <SelectField
        label="Tenure"
        options={tenureOptions}
        value={values.tenure}
        error={errors.tenure}
        onChange={(event) => setField('tenure', event.target.value as typeof values.tenure)}
      />
      <SelectField
        label="Project"
        labelSuffix={required}
        required
        options={projects.map((project) => ({ value: project.id, label: project.name }))}
        value={values.project || projectId}
        error={errors.project}
        onChange={(event) => setField('project', event.target.value)}
      />
      <label className="flex items-center gap-3 self-end rounded-lg border border-slate-200 px-3 py-2.5 text-sm font-medium text-ink">
        <input
          type="checkbox"
          checked={values.is_owned}
          onChange={(event) => setField('is_owned', event.target.checked)}
          className="size-4 cursor-pointer accent-primary"
        />
        I own this property
      </label>
      <SelectField
        label="Energy Rating"
        options={ratingOptions}
        value={values.energy_rating}
        error={errors.energy_rating}
        onChange={(event) =>
          setField('energy_rating', event.target.value as typeof values.energy_rating)
        }
      />
      <SelectField
        label="Council Tax Band"
        options={taxBandOptions}
        value={values.council_tax_band}
        error={errors.council_tax_band}
        onChange={(event) =>
          setField('council_tax_band', event.target.value as typeof values.council_tax_band)
        }
      />
      <TextField
        className="sm:col-span-2"
        label="Listing URL"
        type="url"
        placeholder="https://"
        value={values.url}
        error={errors.url}
        onChange={(event) => setField('url', event.target.value)}
      />
      <TextAreaField
        className="sm:col-span-2"
        label="Description"
        rows={4}
        value={values.description}
        error={errors.description}
        onChange={(event) => setField('description', event.target.value)}
      />
      <div className="sm:col-span-2">
        <TextListField
          form={form}
          field="features"
          legend="Features"
          itemLabel="Feature"
          addLabel="Add Feature"
        />
      </div>
      <div className="sm:col-span-2">
        <TextListField form={form} field="tags" legend="Tags" itemLabel="Tag" addLabel="Add Tag" />
      </div>
    </div>
  );
}
