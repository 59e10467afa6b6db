import { PROMPT_MESSAGES, type PromptMap } from '@plotwise/contracts';
import { useState, type ReactNode } from 'react';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/layout/page-header';
import { UnsavedChangesGuard } from '../../../components/layout/unsaved-changes-guard';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDefaultPrompts } from '../api/get-default-prompts';
import { usePrompts } from '../api/get-prompts';
import { useResetPrompts } from '../api/reset-prompts';
import { useSavePrompts } from '../api/save-prompts';
import {
  arePromptMapsEqual,
  promptGroups,
  readPrompt,
  writePrompt,
  type PromptField,
} from '../utils/prompt-map';
import { PromptGroupCard } from './prompt-group-card';
import { PromptVariablesPanel } from './prompt-variables-panel';
import { ResetPromptsDialog } from './reset-prompts-dialog';

type Status = { tone: 'success' | 'error'; message: string; detail?: string };

/** /settings/prompts (docs/product/prompts.md, "Prompts page"). */
export function PromptsPage({ userId }: { userId: string }) {
  const prompts = usePrompts(userId);
  const defaults = useDefaultPrompts(userId);
  const save = useSavePrompts(userId);
  const reset = useResetPrompts(userId);
  // Edits over the last loaded or saved set (the cache); null until the user types.
  const [edits, setEdits] = useState<PromptMap | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [isResetOpen, setIsResetOpen] = useState(false);

  const loaded = prompts.data;
  const draft = edits ?? loaded?.prompts;
  const isDirty = Boolean(edits && loaded && !arePromptMapsEqual(edits, loaded.prompts));

  function isDefault(field: PromptField, text: string): boolean {
    if (defaults.data) return text === readPrompt(defaults.data.prompts, field);
    return Boolean(
      loaded && !loaded.has_custom_prompts && text === readPrompt(loaded.prompts, field),
    );
  }

  function handleChange(field: PromptField, text: string) {
    if (draft) setEdits(writePrompt(draft, field, text));
  }

  function handleSave() {
    if (!edits || !isDirty || save.isPending) return;
    save.mutate(edits, {
      onSuccess: () => {
        setEdits(null);
        setStatus({ tone: 'success', message: PROMPT_MESSAGES.saved });
      },
      onError: (error) =>
        setStatus({
          tone: 'error',
          message: PROMPT_MESSAGES.saveFailed,
          // A validation refusal names the prompt and the problem (e.g. an unknown variable).
          detail: isApiError(error) && error.status === 400 ? error.detail : undefined,
        }),
    });
  }

  function handleReset() {
    reset.mutate(undefined, {
      onSuccess: () => {
        setEdits(null);
        setStatus({ tone: 'success', message: PROMPT_MESSAGES.reset });
      },
      onError: () => setStatus({ tone: 'error', message: PROMPT_MESSAGES.resetFailed }),
      onSettled: () => setIsResetOpen(false),
    });
  }

  let content: ReactNode;
  if (prompts.isPending) {
    content = (
      <div className="space-y-6" aria-busy="true">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    );
  } else if (!draft) {
    content = (
      <div className="space-y-4">
        <Alert message={PROMPT_MESSAGES.loadFailed} />
        <Button variant="secondary" onClick={() => void prompts.refetch()}>
          Try Again
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="space-y-6">
        {promptGroups.map((group) => (
          <PromptGroupCard
            key={group}
            group={group}
            prompts={draft}
            isDefault={isDefault}
            onChange={handleChange}
          />
        ))}
      </div>
    );
  }

  return (
    <PageContainer>
      <title>AI Analysis Prompts · Plotwise</title>
      <PageHeader
        title="AI Analysis Prompts"
        description="The instructions the AI analysis follows for each property."
        actions={
          draft ? (
            <>
              {isDirty ? (
                <span role="status" className="text-sm font-medium text-amber-800">
                  Unsaved changes
                </span>
              ) : null}
              <Button variant="secondary" onClick={() => setIsResetOpen(true)}>
                Reset to Default
              </Button>
              <Button onClick={handleSave} disabled={!isDirty} isLoading={save.isPending}>
                Save Changes
              </Button>
            </>
          ) : null
        }
      />
      <div className="mt-6 space-y-4">
        <Alert
          tone={status?.tone}
          message={status && <StatusMessage status={status} />}
          onDismiss={() => setStatus(null)}
        />
        {loaded?.has_custom_prompts ? (
          <Alert tone="info" message={PROMPT_MESSAGES.customActive} />
        ) : null}
      </div>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
        {content}
        <PromptVariablesPanel />
      </div>
      <ResetPromptsDialog
        isOpen={isResetOpen}
        isResetting={reset.isPending}
        onConfirm={handleReset}
        onClose={() => setIsResetOpen(false)}
      />
      <UnsavedChangesGuard when={isDirty} />
    </PageContainer>
  );
}

function StatusMessage({ status }: { status: Status }) {
  return (
    <>
      <p className="font-medium">{status.message}</p>
      {status.detail ? <p className="mt-0.5">{status.detail}</p> : null}
    </>
  );
}
