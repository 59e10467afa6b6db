import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { Mailer, MailMessage } from './mailer.ts';

/**
 * SMTP when SMTP_URL is set, otherwise `${DATA_DIR}/outbox`. Each message is logged by recipient
 * and subject only (never its body, which may hold a reset link). A failed send is logged, not
 * thrown, so a caller's answer cannot reveal whether mail went out.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const via = config.SMTP_URL ? 'smtp' : 'outbox';
  const transport = config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(join(config.DATA_DIR, 'outbox'), config.MAIL_FROM);
  return {
    async send(message) {
      const fields = { to: message.to, subject: message.subject, via };
      try {
        await transport.send(message);
        log.info(fields, 'e-mail sent');
      } catch (error) {
        log.error({ ...fields, err: error }, 'e-mail failed');
      }
    },
  };
}
