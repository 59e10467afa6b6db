import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Sends over SMTP; the URL carries host, port, credentials and TLS (smtp:// or smtps://). nodemailer
 * is loaded with the first message, not at start (docs/decisions/0091-cold-start.md).
 */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...message });
    },
  };
}
