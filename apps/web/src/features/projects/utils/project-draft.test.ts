import type { Project } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  canSaveProject,
  isHexColour,
  newProjectDraft,
  toProjectDraft,
  toProjectInput,
} from './project-draft';

const project: Project = {
  id: 'p1',
  name: 'General',
  description: null,
  color: '#3B82F6',
  status: 'active',
  property_count: 0,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};

describe('project drafts', () => {
  it('start a new project blue and active', () => {
    expect(newProjectDraft).toEqual({
      name: '',
      description: '',
      color: '#3B82F6',
      status: 'active',
    });
  });

  it('edit an existing project with a missing description as empty text', () => {
    expect(toProjectDraft(project)).toEqual({
      name: 'General',
      description: '',
      color: '#3B82F6',
      status: 'active',
    });
  });

  it('can be saved only with a name after trimming and a hex colour', () => {
    expect(canSaveProject(newProjectDraft)).toBe(false);
    expect(canSaveProject({ ...newProjectDraft, name: '   ' })).toBe(false);
    expect(canSaveProject({ ...newProjectDraft, name: 'Leeds flats' })).toBe(true);
    expect(canSaveProject({ ...newProjectDraft, name: 'Leeds', color: '#12345' })).toBe(false);
  });

  it('accept six-digit hex colours only', () => {
    expect(isHexColour('#8ba37c')).toBe(true);
    expect(isHexColour(' #8BA37C ')).toBe(true);
    expect(isHexColour('8BA37C')).toBe(false);
    expect(isHexColour('#FFF')).toBe(false);
    expect(isHexColour('#GGGGGG')).toBe(false);
  });

  it('send trimmed text, an empty description as null and the colour upper-case', () => {
    expect(
      toProjectInput({
        name: '  Leeds  ',
        description: '  ',
        color: '#8ba37c',
        status: 'completed',
      }),
    ).toEqual({ name: 'Leeds', description: null, color: '#8BA37C', status: 'completed' });
    expect(
      toProjectInput({ ...newProjectDraft, name: 'A', description: ' Buy-to-let ' }),
    ).toMatchObject({ description: 'Buy-to-let' });
  });
});
