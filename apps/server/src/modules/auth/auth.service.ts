import { betterAuth } from 'better-auth';
import { jwt } from 'better-auth/plugins';
import { JWT_LIFETIME_SECONDS, MIN_PASSWORD_LENGTH } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../email/email.service.ts';
import {
  createAuthHooks,
  CHANGE_PASSWORD_PATH,
  REQUEST_PASSWORD_RESET_PATH,
  SEND_VERIFICATION_EMAIL_PATH,
  SIGN_IN_PATH,
} from './auth-hooks.ts';
import {
  buildResetPasswordMail,
  buildTokenLink,
  buildVerificationMail,
  RESET_PASSWORD_TOKEN_SECONDS,
  VERIFY_EMAIL_TOKEN_SECONDS,
} from './auth-mail.ts';
import { deleteResetTokensOf, findUserAddress } from './auth.repository.ts';

/** Set by our Fastify mount from request.ip, replacing anything the client sent (docs/decisions/0003-identity.md). */
export const CLIENT_IP_HEADER = 'x-plotwise-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
export const JWT_AUDIENCE = 'plotwise-api';

/** The caller a valid bearer JWT names; `authenticate` puts it on the request. */
export type AuthenticatedUser = { userId: string; email: string; name: string };

/**
 * Administrators are the addresses ADMIN_EMAILS lists, compared case-insensitively, and only once
 * the account has verified that address (docs/decisions/0105-administrators-by-configuration.md).
 */
export async function isAdministrator(db: Kysely<Database>, adminEmails: string[], userId: string): Promise<boolean> {
  const user = await findUserAddress(db, userId);
  return user !== undefined && user.emailVerified && adminEmails.includes(user.email.toLowerCase());
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/** The public origin; on a developer machine both loopback names reach the same server. */
export function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

/**
 * `onSessionEnded` hears of each session better-auth deletes (sign-out, password change, reset);
 * the request that deleted it answers once it has settled (docs/decisions/0120-session-revocation-cache.md).
 */
export function createAuth(config: Config, db: Kysely<Database>, secret: string, mailer: Mailer, onSessionEnded: (sessionId: string) => Promise<void>) {
  return betterAuth({
    appName: 'Plotwise',
    logger: { disabled: config.LOG_LEVEL === 'silent' },
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    trustedOrigins: trustedOriginsFor(config.PUBLIC_URL),
    secret,
    database: { db, type: 'postgres' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      // The link opens the web's /reset-password page, which posts the token to /reset-password.
      sendResetPassword: ({ user, token }) =>
        mailer.send(buildResetPasswordMail(user.email, buildTokenLink(config.PUBLIC_URL, '/reset-password', token))),
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // One reset ends every other link the user was sent (docs/decisions/0023-password-reset-mail.md).
      onPasswordReset: ({ user }) => deleteResetTokensOf(db, user.id),
    },
    // Unverified users use the app; rights tied to an address wait for it (docs/decisions/0112-email-verification.md).
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_TOKEN_SECONDS,
      // The link opens the web's /verify-email page, which sends the token to /verify-email.
      sendVerificationEmail: ({ user, token }) =>
        mailer.send(buildVerificationMail(user.email, buildTokenLink(config.PUBLIC_URL, '/verify-email', token))),
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // better-auth reads the rows it deletes before deleting them, so hearing of them costs no query.
    databaseHooks: { session: { delete: { after: (session) => onSessionEnded(session.id) } } },
    rateLimit: {
      enabled: config.RATE_LIMIT_ENABLED,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        [SIGN_IN_PATH]: { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        [CHANGE_PASSWORD_PATH]: { window: 60, max: 5 },
        [REQUEST_PASSWORD_RESET_PATH]: { window: 60, max: 3 },
        [SEND_VERIFICATION_EMAIL_PATH]: { window: 60, max: 3 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // The session lives in an HttpOnly, SameSite=Lax cookie, Secure over https; scripts never see
      // it, and a session token from a JSON body is not a credential without the cookie's
      // signature (docs/decisions/0121-session-cookie.md).
      cookiePrefix: 'plotwise',
      useSecureCookies: new URL(config.PUBLIC_URL).protocol === 'https:',
      // better-auth skips its origin check when NODE_ENV is 'test'; tests run the check production runs.
      disableOriginCheck: false,
    },
    hooks: createAuthHooks(db),
    plugins: [
      jwt({
        jwt: {
          issuer: config.PUBLIC_URL,
          audience: JWT_AUDIENCE,
          expirationTime: `${JWT_LIFETIME_SECONDS}s`,
          // `sid` names the session, so a JWT dies with it (docs/decisions/0120-session-revocation-cache.md).
          definePayload: ({ user, session }) => ({ email: user.email, name: user.name, sid: session.id }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
