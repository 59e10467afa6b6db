/** One plain-text e-mail (docs/decisions/0023-password-reset-mail.md). */
export type MailMessage = { to: string; subject: string; text: string };

export type Mailer = { send: (message: MailMessage) => Promise<void> };
