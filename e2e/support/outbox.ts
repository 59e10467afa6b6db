import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { e2eDataDir } from './data-dir.ts';

type OutboxMessage = { to: string; subject: string; text: string };

async function readOutbox(): Promise<OutboxMessage[]> {
  const outbox = join(e2eDataDir(), 'outbox');
  const names = await readdir(outbox).catch(() => []);
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as OutboxMessage));
}

/** The link in the newest e-mail the server wrote to its outbox for this address. */
export async function mailedLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const messages = (await readOutbox()).filter((message) => message.to === to);
    link = messages.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return link!;
}
