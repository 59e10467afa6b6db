import { findUnknownVariables, MAX_PROMPT_LENGTH, PROMPT_MESSAGES } from '@plotwise/contracts';
import { useId } from 'react';
import { inputClassName } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { LOCALE } from '../../../lib/format';
import type { PromptField } from '../utils/prompt-map';

type PromptEditorProps = {
  field: PromptField;
  groupTitle: string;
  value: string;
  rows: number;
  /** The text is the default prompt: says 'Default prompt loaded'. */
  isDefault: boolean;
  onChange: (text: string) => void;
};

const count = (value: number) => value.toLocaleString(LOCALE);

export function PromptEditor({
  field,
  groupTitle,
  value,
  rows,
  isDefault,
  onChange,
}: PromptEditorProps) {
  const id = useId();
  const unknown = findUnknownVariables(value);
  const warning =
    unknown.length > 0 ? PROMPT_MESSAGES.unknownVariables(unknown, field.label) : null;
  return (
    <div>
      <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          <span className="sr-only">{groupTitle}: </span>
          {field.label}
        </label>
        {isDefault ? (
          <span className="text-xs font-medium text-slate-500">
            {PROMPT_MESSAGES.defaultLoaded}
          </span>
        ) : null}
      </div>
      <textarea
        id={id}
        rows={rows}
        maxLength={MAX_PROMPT_LENGTH}
        value={value}
        spellCheck
        aria-describedby={`${id}-count${warning ? ` ${id}-warning` : ''}`}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClassName, 'h-auto resize-y py-2.5 font-mono text-[13px] leading-5')}
      />
      <div className="mt-1.5 flex flex-wrap justify-between gap-2 text-xs">
        <p id={`${id}-warning`} className="font-medium text-amber-800">
          {warning}
        </p>
        <p id={`${id}-count`} className="text-slate-500">
          {count(value.length)} / {count(MAX_PROMPT_LENGTH)} characters
        </p>
      </div>
    </div>
  );
}
