import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer, jwt } from 'better-auth/plugins';
import { identityUserUpdateSchema, JWT_LIFETIME_SECONDS, MIN_PASSWORD_LENGTH } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Mailer } from '../email/email.service.ts';
import { buildResetPasswordLink, buildResetPasswordMail, RESET_PASSWORD_TOKEN_SECONDS } from './password-reset-mail.ts';
import { clearAttempts, takeAttempt, type AttemptLimit } from '../../lib/attempt-counter.ts';

/** Set by our Fastify mount from request.ip, replacing anything the client sent (decision D4). */
export const CLIENT_IP_HEADER = 'x-plotwise-client-ip';
export const AUTH_BASE_PATH = '/api/auth';
export const JWT_AUDIENCE = 'plotwise-api';

/** The caller a valid bearer JWT names; `authenticate` puts it on the request. */
export type AuthenticatedUser = { userId: string; email: string; name: string };

const SIGN_IN_PATH = '/sign-in/email';

/** Five sign-in attempts for one e-mail within 15 minutes without a success lock that e-mail's sign-in for the rest of the window. */
export const SIGN_IN_FAILURE_LIMIT: AttemptLimit = { max: 5, windowMinutes: 15 };
const signInKey = (email: string) => `sign-in:${email}`;
const CHANGE_PASSWORD_PATH = '/change-password';
const REQUEST_PASSWORD_RESET_PATH = '/request-password-reset';
const UPDATE_USER_PATH = '/update-user';

function emailFrom(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * better-auth answers a missing, expired or revoked session with a bare UNAUTHORIZED. The password
 * form must tell the user to sign in again (spec §8, requires-recent-login), so say SESSION_EXPIRED.
 */
function explainExpiredSession(returned: unknown) {
  if (returned instanceof APIError && returned.statusCode === 401) {
    throw new APIError('UNAUTHORIZED', {
      code: 'SESSION_EXPIRED',
      message: 'Please log out and log back in before changing your password',
    });
  }
}

/** better-auth writes update-user's name and image as sent; null, numbers or objects there would break or corrupt the user row. */
function checkUserUpdate(body: unknown) {
  const result = identityUserUpdateSchema.safeParse(body);
  if (result.success) return;
  throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: result.error.issues[0]!.message });
}

/**
 * Sign-in keeps the specification's distinct messages (decision D4): an unknown e-mail answers
 * USER_NOT_FOUND before better-auth runs, and repeated failures for one e-mail answer 429.
 * A password change without a live session answers SESSION_EXPIRED; update-user takes only a text name and a link or null as image.
 */
function authHooks(db: Kysely<Database>) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === UPDATE_USER_PATH) return checkUserUpdate(ctx.body);
      if (ctx.path !== SIGN_IN_PATH) return;
      const email = emailFrom(ctx.body);
      if (!email) return;
      const user = await ctx.context.internalAdapter.findUserByEmail(email);
      if (!user) {
        throw new APIError('UNAUTHORIZED', { code: 'USER_NOT_FOUND', message: 'No account found with this email' });
      }
      // Counted before the password is checked, so attempts sent at once cannot all be checked.
      if (!(await takeAttempt(db, signInKey(email), SIGN_IN_FAILURE_LIMIT))) {
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'TOO_MANY_REQUESTS',
          message: 'Too many failed attempts. Please try again later',
        });
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === CHANGE_PASSWORD_PATH) return explainExpiredSession(ctx.context.returned);
      if (ctx.path !== SIGN_IN_PATH) return;
      const email = emailFrom(ctx.body);
      if (!email) return;
      // A failure was counted before the check; a success starts the count again.
      if (!(ctx.context.returned instanceof APIError)) await clearAttempts(db, signInKey(email));
    }),
  };
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1'];

/** The public origin; on a developer machine both loopback names reach the same server. */
export function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [url.origin];
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export function createAuth(config: Config, db: Kysely<Database>, secret: string, mailer: Mailer) {
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
        mailer.send(buildResetPasswordMail(user.email, buildResetPasswordLink(config.PUBLIC_URL, token))),
      resetPasswordTokenExpiresIn: RESET_PASSWORD_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
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
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // better-auth skips its origin check when NODE_ENV is 'test'; tests run the check production runs.
      disableOriginCheck: false,
    },
    hooks: authHooks(db),
    plugins: [
      bearer(),
      jwt({
        jwt: {
          issuer: config.PUBLIC_URL,
          audience: JWT_AUDIENCE,
          expirationTime: `${JWT_LIFETIME_SECONDS}s`,
          definePayload: ({ user }) => ({ email: user.email, name: user.name }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
