import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './data-dir.ts';

type OutboxMessage = { to: string; subject: string; text: string };

export const VERIFY_SUBJECT = 'Verify your Plotwise email address';

/** Every message in the server's outbox, oldest first (file names start with the time sent). */
async function readOutbox(): Promise<OutboxMessage[]> {
  const outbox = join(e2eDataDir(), 'outbox');
  const names = (await readdir(outbox).catch(() => [])).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as OutboxMessage));
}

/** The link in the newest e-mail the server wrote to its outbox for this address, with this subject if given. */
export async function mailedLink(to: string, subject?: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const messages = (await readOutbox()).filter((message) => message.to === to && (!subject || message.subject === subject));
    link = messages.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link!;
}

/** How many messages with this subject went to this address. */
export async function countMails(to: string, subject: string): Promise<number> {
  return (await readOutbox()).filter((message) => message.to === to && message.subject === subject).length;
}
