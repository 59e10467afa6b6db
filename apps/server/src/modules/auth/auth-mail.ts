import type { MailMessage } from '../email/email.service.ts';

export const RESET_PASSWORD_TOKEN_SECONDS = 60 * 60;
export const VERIFY_EMAIL_TOKEN_SECONDS = 24 * 60 * 60;

/** A link to one of the web's public pages (`/reset-password`, `/verify-email`) carrying the mailed token. */
export function buildTokenLink(publicUrl: string, page: string, token: string): string {
  const url = new URL(page, publicUrl);
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

export function buildVerificationMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Verify your Plotwise email address',
    text: [
      'Please confirm that this is the email address of your Plotwise account.',
      '',
      `Verify it here (the link works for 24 hours):\n${link}`,
      '',
      'If you did not create a Plotwise account, ignore this e-mail.',
    ].join('\n'),
  };
}
