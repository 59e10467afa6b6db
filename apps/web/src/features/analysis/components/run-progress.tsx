import type { AnalysisStepStatus, StepStatus } from '@plotwise/contracts';
import { Check, Circle, LoaderCircle, Minus, X, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { ANALYSIS_TEXT, STEP_LABELS, STEP_STATUS_LABELS } from '../messages';

const statusLook: Record<StepStatus, { icon: LucideIcon; tone: string }> = {
  pending: { icon: Circle, tone: 'text-slate-500' },
  in_progress: { icon: LoaderCircle, tone: 'text-sky-700' },
  completed: { icon: Check, tone: 'text-green-700' },
  failed: { icon: X, tone: 'text-red-700' },
  skipped: { icon: Minus, tone: 'text-slate-500' },
};

/** Each step of the latest run with its status, and why it failed or was skipped. */
export function RunProgress({ steps }: { steps: AnalysisStepStatus[] }) {
  return (
    <ol aria-label={ANALYSIS_TEXT.progressHeading} className="grid gap-1.5 text-sm sm:grid-cols-5">
      {steps.map(({ step, status, error }) => {
        const { icon: Icon, tone } = statusLook[status];
        return (
          <li key={step} className="rounded-lg border border-slate-200 px-3 py-2">
            <span className="block font-medium text-ink">{STEP_LABELS[step]}</span>
            <span className={cn('mt-0.5 flex items-center gap-1 text-xs font-semibold', tone)}>
              <Icon
                className={cn('size-3.5', status === 'in_progress' && 'motion-safe:animate-spin')}
                aria-hidden="true"
              />
              {STEP_STATUS_LABELS[status]}
            </span>
            {error && status === 'failed' ? (
              <span className="mt-1 block text-xs text-red-700">{error}</span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
