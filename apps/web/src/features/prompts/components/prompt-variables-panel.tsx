import { promptVariables } from '@plotwise/contracts';
import { Braces } from 'lucide-react';
import { useId } from 'react';

/** Which `{variables}` a prompt may use (docs/product/prompts.md, "Variables"), from the shared contract. */
export function PromptVariablesPanel() {
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-8"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-ink">
        <Braces className="size-4 text-primary" aria-hidden="true" />
        Prompt Variables
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        Write a variable in braces and the analysis fills it in for each property.
      </p>
      <dl className="mt-4 space-y-3">
        {Object.entries(promptVariables).map(([name, description]) => (
          <div key={name}>
            <dt>
              <code className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-semibold text-primary">
                {`{${name}}`}
              </code>
            </dt>
            <dd className="mt-1 text-xs text-slate-600">{description}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
