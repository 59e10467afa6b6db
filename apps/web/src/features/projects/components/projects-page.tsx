import type { Project } from '@plotwise/contracts';
import { FolderKanban } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../../components/layout/empty-state';
import { PageContainer } from '../../../components/layout/page-container';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { getServerMessage } from '../../../lib/server-message';
import { useCreateProject } from '../api/create-project';
import { useDeleteProject } from '../api/delete-project';
import { useProjects } from '../api/get-projects';
import { useUpdateProject } from '../api/update-project';
import { PROJECTS_MESSAGES } from '../messages';
import {
  newProjectDraft,
  toProjectDraft,
  toProjectInput,
  type ProjectDraft,
} from '../utils/project-draft';
import { AddProjectCard } from './add-project-card';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectCard } from './project-card';
import { ProjectFormCard } from './project-form-card';

type Editing = { mode: 'create' } | { mode: 'edit'; id: string } | null;

/** Where focus returns when the new-project form closes without a project. */
const ADD_CARD = 'add-project';

/**
 * 2, 4 or 6 columns (docs/product/projects.md, "Projects page"), chosen by the width the page actually has: beside the rail
 * and the settings panel, the viewport width alone would squeeze the cards.
 */
const gridClassName = 'grid grid-cols-2 items-start gap-4 @2xl:grid-cols-4 @5xl:grid-cols-6';

/** /settings/projects (docs/product/projects.md). */
export function ProjectsPage() {
  const projects = useProjects();
  const createProject = useCreateProject();
  const updateProject = useUpdateProject();
  const deleteProject = useDeleteProject();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const list = projects.data;
  const isRefreshing = projects.isFetching && !projects.isPending;

  function startEditing(next: Editing) {
    createProject.reset();
    updateProject.reset();
    setEditing(next);
  }

  function closeForm(focusTarget: string) {
    setFocusId(focusTarget);
    setEditing(null);
  }

  function handleCreate(draft: ProjectDraft) {
    createProject.mutate(toProjectInput(draft), { onSuccess: (project) => closeForm(project.id) });
  }

  function handleUpdate(id: string, draft: ProjectDraft) {
    updateProject.mutate(
      { id, changes: toProjectInput(draft) },
      { onSuccess: () => closeForm(id) },
    );
  }

  function openDelete(project: Project) {
    deleteProject.reset();
    setDeleting(project);
  }

  function handleDelete(project: Project) {
    deleteProject.mutate(project.id, { onSuccess: () => setDeleting(null) });
  }

  let content: ReactNode;
  if (projects.isPending) {
    content = (
      <div className={gridClassName} aria-busy="true">
        <span className="sr-only" role="status">
          {PROJECTS_MESSAGES.loading}
        </span>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-40 rounded-2xl" />
        ))}
      </div>
    );
  } else if (!list) {
    content = (
      <div className="space-y-4">
        <Alert message={PROJECTS_MESSAGES.loadFailed} />
        <Button variant="secondary" onClick={() => void projects.refetch()}>
          {PROJECTS_MESSAGES.tryAgain}
        </Button>
      </div>
    );
  } else if (list.length === 0 && editing?.mode !== 'create') {
    content = (
      <EmptyState
        icon={FolderKanban}
        title={PROJECTS_MESSAGES.emptyTitle}
        description={PROJECTS_MESSAGES.emptyDescription}
        action={
          <Button onClick={() => startEditing({ mode: 'create' })}>
            {PROJECTS_MESSAGES.createProject}
          </Button>
        }
      />
    );
  } else {
    content = (
      <div className={gridClassName}>
        {list.map((project) =>
          editing?.mode === 'edit' && editing.id === project.id ? (
            <ProjectFormCard
              key={project.id}
              title={`Edit ${project.name}`}
              initial={toProjectDraft(project)}
              isSaving={updateProject.isPending}
              error={
                updateProject.error &&
                getServerMessage(updateProject.error, PROJECTS_MESSAGES.updateFailed)
              }
              onSubmit={(draft) => handleUpdate(project.id, draft)}
              onCancel={() => closeForm(project.id)}
            />
          ) : (
            <ProjectCard
              key={project.id}
              project={project}
              focusEdit={focusId === project.id}
              onEdit={() => startEditing({ mode: 'edit', id: project.id })}
              onDelete={() => openDelete(project)}
            />
          ),
        )}
        {editing?.mode === 'create' ? (
          <ProjectFormCard
            title="New Project"
            initial={newProjectDraft}
            isSaving={createProject.isPending}
            error={
              createProject.error &&
              getServerMessage(createProject.error, PROJECTS_MESSAGES.createFailed)
            }
            onSubmit={handleCreate}
            onCancel={() => closeForm(ADD_CARD)}
          />
        ) : (
          <AddProjectCard
            autoFocus={focusId === ADD_CARD}
            onClick={() => startEditing({ mode: 'create' })}
          />
        )}
      </div>
    );
  }

  return (
    <PageContainer>
      <title>Projects · Plotwise</title>
      <PageHeader
        title={list ? `Projects (${list.length})` : 'Projects'}
        description="Group your properties by project, each with its own colour and status."
        actions={
          isRefreshing ? (
            <span role="status" className="text-sm text-slate-500">
              {PROJECTS_MESSAGES.refreshing}
            </span>
          ) : null
        }
      />
      <div className="@container mt-8">{content}</div>
      <DeleteProjectDialog
        project={deleting}
        isDeleting={deleteProject.isPending}
        error={
          deleteProject.error &&
          getServerMessage(deleteProject.error, PROJECTS_MESSAGES.deleteFailed)
        }
        onConfirm={handleDelete}
        onClose={() => setDeleting(null)}
      />
    </PageContainer>
  );
}
