import type { MailMessage } from '../email/email.service.ts';

export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;

/** The web's public page that sets a new password from the link's token. */
export function buildResetPasswordLink(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}

export function buildResetPasswordMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Plotwise password',
    text: [
      'Someone asked to reset the password of your Plotwise account.',
      '',
      `Set a new password here (the link works once, for one hour):\n${link}`,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}
