import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends over SMTP; the URL carries host, port, credentials and TLS (smtp:// or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
