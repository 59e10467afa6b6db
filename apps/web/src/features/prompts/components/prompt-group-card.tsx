import { promptLabels, type PromptGroup, type PromptMap } from '@plotwise/contracts';
import { useId } from 'react';
import { getEditorRows, getPromptFields, readPrompt, type PromptField } from '../utils/prompt-map';
import { PromptEditor } from './prompt-editor';

type PromptGroupCardProps = {
  group: PromptGroup;
  prompts: PromptMap;
  isDefault: (field: PromptField, text: string) => boolean;
  onChange: (field: PromptField, text: string) => void;
};

export function PromptGroupCard({ group, prompts, isDefault, onChange }: PromptGroupCardProps) {
  const headingId = useId();
  const { title } = promptLabels[group];
  const rows = getEditorRows(group);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4 space-y-6">
        {getPromptFields(group).map((field) => {
          const text = readPrompt(prompts, field);
          return (
            <PromptEditor
              key={field.key}
              field={field}
              groupTitle={title}
              value={text}
              rows={rows}
              isDefault={isDefault(field, text)}
              onChange={(next) => onChange(field, next)}
            />
          );
        })}
      </div>
    </section>
  );
}
