import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../../config.ts';
import { freshDataDir } from '../../test-support/property-fixtures.ts';
import { createMailer } from './email.service.ts';

const message = { to: 'ada@example.co.uk', subject: 'Hello', text: 'secret link https://x.test/?token=abc' };

function fakeLog() {
  return { info: vi.fn(), error: vi.fn() };
}

describe('createMailer', () => {
  it('writes to the outbox and logs recipient and subject, not the body', async () => {
    const dataDir = freshDataDir();
    const log = fakeLog();
    await createMailer(parseConfig({ DATA_DIR: dataDir }), log as unknown as FastifyBaseLogger).send(message);

    const [name] = await readdir(join(dataDir, 'outbox'));
    const stored = JSON.parse(await readFile(join(dataDir, 'outbox', name!), 'utf8'));
    expect(stored).toMatchObject({ from: 'Plotwise <no-reply@plotwise.local>', ...message });
    expect(log.info).toHaveBeenCalledWith({ to: message.to, subject: message.subject, via: 'outbox' }, 'e-mail sent');
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('token=abc');
  });

  it('logs an SMTP failure instead of throwing', async () => {
    const log = fakeLog();
    const config = parseConfig({ SMTP_URL: 'smtp://127.0.0.1:1', MAIL_FROM: 'Test <t@example.co.uk>' });
    await expect(createMailer(config, log as unknown as FastifyBaseLogger).send(message)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ to: message.to, via: 'smtp' }), 'e-mail failed');
  });
});
