import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { identityUserUpdateSchema } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { clearAttempts, takeAttempt, type AttemptLimit } from '../../lib/attempt-counter.ts';

export const SIGN_IN_PATH = '/sign-in/email';
export const CHANGE_PASSWORD_PATH = '/change-password';
export const REQUEST_PASSWORD_RESET_PATH = '/request-password-reset';
export const SEND_VERIFICATION_EMAIL_PATH = '/send-verification-email';
const UPDATE_USER_PATH = '/update-user';

/** Five wrong passwords for one e-mail within 15 minutes lock that e-mail's sign-in for the rest of the window. */
export const SIGN_IN_FAILURE_LIMIT: AttemptLimit = { max: 5, windowMinutes: 15 };
/** Verification e-mails one account may ask for, whatever the client IP (docs/decisions/0112-email-verification.md). */
export const VERIFICATION_MAIL_LIMIT: AttemptLimit = { max: 5, windowMinutes: 60 };

const signInKey = (email: string) => `sign-in:${email}`;
const verificationMailKey = (userId: string) => `verification-mail:${userId}`;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

function emailFrom(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Sign-in keeps the product's distinct messages (docs/decisions/0003-identity.md): an unknown
 * e-mail answers USER_NOT_FOUND before better-auth runs, and repeated failures for one e-mail 429.
 * The attempt is counted before the password is checked, so attempts sent at once cannot all be
 * checked (docs/decisions/0135-attempts-counted-in-one-statement.md); a success clears the count.
 */
async function guardSignIn(ctx: HookContext, db: Kysely<Database>) {
  const email = emailFrom(ctx.body);
  if (!email) return;
  if (!(await ctx.context.internalAdapter.findUserByEmail(email))) {
    throw new APIError('UNAUTHORIZED', { code: 'USER_NOT_FOUND', message: 'No account found with this email' });
  }
  if (!(await takeAttempt(db, signInKey(email), SIGN_IN_FAILURE_LIMIT))) {
    throw new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_REQUESTS', message: 'Too many failed attempts. Please try again later' });
  }
}

/** better-auth writes update-user's name and image as sent; null, numbers or objects there would break or corrupt the user row. */
function checkUserUpdate(body: unknown) {
  const result = identityUserUpdateSchema.safeParse(body);
  if (result.success) return;
  throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: result.error.issues[0]!.message });
}

/** A changed password locks out whoever knew the old one, whatever the client asked (docs/decisions/0120-session-revocation-cache.md). */
function revokeOtherSessionsAlways(ctx: HookContext) {
  return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
}

/** Only a signed-in user asks for their own link again, a few times an hour. */
async function guardVerificationMail(ctx: HookContext, db: Kysely<Database>) {
  const session = await getSessionFromCtx(ctx);
  if (!session) throw new APIError('UNAUTHORIZED', { code: 'UNAUTHORIZED', message: 'Authentication required' });
  const key = verificationMailKey(session.user.id);
  if (!(await takeAttempt(db, key, VERIFICATION_MAIL_LIMIT))) {
    throw new APIError('TOO_MANY_REQUESTS', { code: 'TOO_MANY_REQUESTS', message: 'Too many verification emails. Please try again later' });
  }
}

/**
 * better-auth answers a missing, expired or revoked session with a bare UNAUTHORIZED. The password
 * form must tell the user to sign in again (requires-recent-login, docs/decisions/0022-password-change-errors.md).
 */
function explainExpiredSession(returned: unknown) {
  if (returned instanceof APIError && returned.statusCode === 401) {
    throw new APIError('UNAUTHORIZED', { code: 'SESSION_EXPIRED', message: 'Please log out and log back in before changing your password' });
  }
}

/** A failure was counted before the check; a success starts the count again. */
async function clearSignInAttempts(ctx: HookContext, db: Kysely<Database>) {
  const email = emailFrom(ctx.body);
  if (email && !(ctx.context.returned instanceof APIError)) await clearAttempts(db, signInKey(email));
}

export function createAuthHooks(db: Kysely<Database>) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      if (ctx.path === UPDATE_USER_PATH) return checkUserUpdate(ctx.body);
      if (ctx.path === SIGN_IN_PATH) return guardSignIn(ctx, db);
      if (ctx.path === CHANGE_PASSWORD_PATH) return revokeOtherSessionsAlways(ctx);
      if (ctx.path === SEND_VERIFICATION_EMAIL_PATH) return guardVerificationMail(ctx, db);
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path === CHANGE_PASSWORD_PATH) return explainExpiredSession(ctx.context.returned);
      if (ctx.path === SIGN_IN_PATH) return clearSignInAttempts(ctx, db);
    }),
  };
}
