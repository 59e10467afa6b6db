import type { AnalysisStepName, RunTrigger } from '@plotwise/contracts';
import { documentsStep } from './documents-step.ts';
import { marketStep } from './market-step.ts';
import { legalStep, refurbishmentStep, strategyStep } from './part-step.ts';
import type { WorkflowStep } from './workflow-step.ts';

/** Every step, in the order a run shows them. A new step joins here (docs/decisions/0140-analysis-workflow.md). */
export const workflowSteps: readonly WorkflowStep[] = [
  documentsStep,
  marketStep,
  legalStep,
  refurbishmentStep,
  strategyStep,
];

export const stepNamed = (name: AnalysisStepName): WorkflowStep => {
  const step = workflowSteps.find((candidate) => candidate.name === name);
  if (!step) throw new Error(`No workflow step named ${name}`);
  return step;
};

/** The step and every step that reads its result, directly or through another. */
function withDependents(name: AnalysisStepName): AnalysisStepName[] {
  const names = new Set<AnalysisStepName>([name]);
  for (let grew = true; grew;) {
    grew = false;
    for (const step of workflowSteps) {
      if (!names.has(step.name) && step.after.some((before) => names.has(before))) {
        names.add(step.name);
        grew = true;
      }
    }
  }
  return inOrder([...names]);
}

export const inOrder = (names: Iterable<AnalysisStepName>): AnalysisStepName[] => {
  const wanted = new Set(names);
  return workflowSteps.map((step) => step.name).filter((name) => wanted.has(name));
};

/** Which steps a trigger runs (docs/product/analysis.md, "Triggers"). */
export function stepsFor(trigger: RunTrigger, part?: AnalysisStepName): AnalysisStepName[] {
  if (trigger === 'refresh_market_data') return withDependents('market');
  if (trigger === 'analyze' && part) return [part];
  return workflowSteps.map((step) => step.name);
}
