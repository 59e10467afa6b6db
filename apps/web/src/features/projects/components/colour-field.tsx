import { useId } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { PROJECTS_MESSAGES } from '../messages';
import { isHexColour } from '../utils/project-draft';

/** A few ready colours; any other hex colour can be typed. */
const swatches = [
  { name: 'Blue', value: '#3B82F6' },
  { name: 'Green', value: '#10B981' },
  { name: 'Amber', value: '#F59E0B' },
  { name: 'Red', value: '#EF4444' },
  { name: 'Purple', value: '#8B5CF6' },
  { name: 'Pink', value: '#EC4899' },
  { name: 'Teal', value: '#14B8A6' },
  { name: 'Slate', value: '#64748B' },
] as const;

type ColourFieldProps = { value: string; onChange: (colour: string) => void };

export function ColourField({ value, onChange }: ColourFieldProps) {
  const name = useId();
  const selected = value.trim().toUpperCase();
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">Colour</legend>
      <div className="flex flex-wrap gap-2">
        {swatches.map((swatch) => (
          <label key={swatch.value} className="relative cursor-pointer">
            {/* The radio covers its swatch, invisibly: a click anywhere on it is a click on the radio. */}
            <input
              type="radio"
              name={name}
              value={swatch.value}
              checked={selected === swatch.value}
              onChange={() => onChange(swatch.value)}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
            />
            <span className="sr-only">{swatch.name}</span>
            <span
              aria-hidden="true"
              style={{ backgroundColor: swatch.value }}
              className={cn(
                'block size-7 rounded-full ring-offset-2 transition-shadow',
                'peer-checked:ring-2 peer-checked:ring-ink peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-focus',
              )}
            />
          </label>
        ))}
      </div>
      <div className="mt-3 flex items-end gap-3">
        <span
          aria-hidden="true"
          className="mb-1.5 size-8 shrink-0 rounded-lg border border-slate-200"
          style={{ backgroundColor: isHexColour(value) ? value : 'transparent' }}
        />
        <TextField
          className="flex-1"
          label="Hex colour"
          value={value}
          maxLength={7}
          spellCheck={false}
          placeholder="#3B82F6"
          error={isHexColour(value) ? null : PROJECTS_MESSAGES.invalidColour}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
    </fieldset>
  );
}
