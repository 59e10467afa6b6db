import { expect, type Locator, type Page } from '@playwright/test';

/** A form named by its heading, e.g. the inline 'New Project' card. */
export const form = (page: Page, name: string) => page.getByRole('form', { name });

/** The current screen, beside the rail and the settings panel. */
export const grid = (page: Page) => page.getByRole('main');

/** A prompt editor, named 'Group: Prompt' (e.g. 'Legal Risk Assessment: Main Analysis'). */
export const promptEditor = (page: Page, name: string) => page.getByRole('textbox', { name });

/** Acts on a control and waits until the write it starts (not a GET to `path`) has succeeded. */
export async function saveDone(page: Page, control: Locator, path: string, action: 'click' | 'check' = 'click') {
  const response = page.waitForResponse(
    (candidate) => candidate.url().includes(path) && candidate.request().method() !== 'GET',
  );
  await control[action]();
  expect((await response).ok()).toBe(true);
}
