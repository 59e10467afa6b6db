import {
  DEFAULT_PROJECT_COLOR,
  DEFAULT_PROJECT_STATUS,
  type Project,
  type ProjectInput,
  type ProjectStatus,
} from '@plotwise/contracts';

/** What the inline project form holds while the user edits. */
export type ProjectDraft = {
  name: string;
  description: string;
  color: string;
  status: ProjectStatus;
};

export const newProjectDraft: ProjectDraft = {
  name: '',
  description: '',
  color: DEFAULT_PROJECT_COLOR,
  status: DEFAULT_PROJECT_STATUS,
};

export function toProjectDraft(project: Project): ProjectDraft {
  return {
    name: project.name,
    description: project.description ?? '',
    color: project.color,
    status: project.status,
  };
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value.trim());
}

/** The name must be non-empty after trimming (docs/product/projects.md, "The project") and the colour a hex colour. */
export function canSaveProject(draft: ProjectDraft): boolean {
  return draft.name.trim() !== '' && isHexColour(draft.color);
}

/** The body for create and update: trimmed, an empty description as null, colour upper-case. */
export function toProjectInput(draft: ProjectDraft): ProjectInput {
  const description = draft.description.trim();
  return {
    name: draft.name.trim(),
    description: description || null,
    color: draft.color.trim().toUpperCase(),
    status: draft.status,
  };
}
