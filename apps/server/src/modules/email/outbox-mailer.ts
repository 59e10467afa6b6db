import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer } from './mailer.ts';

/** Writes each message as a JSON file into the outbox folder, named so they sort by time. */
export function createOutboxMailer(outboxDir: string, from: string): Mailer {
  return {
    async send(message) {
      const sentAt = new Date().toISOString();
      await mkdir(outboxDir, { recursive: true });
      const name = `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.json`;
      await writeFile(join(outboxDir, name), JSON.stringify({ from, ...message, sentAt }, null, 2), { flag: 'wx' });
    },
  };
}
