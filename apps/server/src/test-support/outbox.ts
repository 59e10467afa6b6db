import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export type OutboxMessage = { from: string; to: string; subject: string; text: string };

export const RESET_SUBJECT = 'Reset your Plotwise password';
export const VERIFY_SUBJECT = 'Verify your Plotwise email address';

/** What the app wrote to its outbox for one address, oldest first (file names sort by time). */
export async function readOutbox(app: FastifyInstance, to: string): Promise<OutboxMessage[]> {
  const outbox = join(app.config.DATA_DIR, 'outbox');
  const names = (await readdir(outbox).catch(() => [])).sort();
  const messages = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(outbox, name), 'utf8')) as OutboxMessage));
  return messages.filter((message) => message.to === to);
}

/** The link in the newest message with this subject. */
export async function mailedLink(app: FastifyInstance, to: string, subject: string): Promise<URL> {
  const message = (await readOutbox(app, to)).filter((mail) => mail.subject === subject).at(-1);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no "${subject}" mail with a link to ${to}`);
  return new URL(link);
}
