import type { AuthUser } from '../api/auth-client';

/** The signed-in user as the web holds it (docs/product/accounts-and-sessions.md#session-states). */
export type ClientUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  photoURL: string | null;
  metadata: { creationTime: string; lastSignInTime: string };
};

type IdentityUser = Pick<AuthUser, 'id' | 'email' | 'name' | 'emailVerified' | 'createdAt'>;

/** The name to show: the given name, else the part of the e-mail before the @, else 'User'. */
export function getDisplayName(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const trimmed = name?.trim();
  if (trimmed) return trimmed;
  const prefix = getEmailPrefix(email);
  return prefix || 'User';
}

export function getEmailPrefix(email: string | null | undefined): string {
  const address = email?.trim() ?? '';
  const at = address.indexOf('@');
  return (at === -1 ? address : address.slice(0, at)).trim();
}

/** better-auth's client reads ISO dates into Date objects; the web keeps them as ISO strings. */
const toIsoString = (date: Date | string) => new Date(date).toISOString();

export function toClientUser(user: IdentityUser, lastSignInTime: Date | string): ClientUser {
  return {
    id: user.id,
    email: user.email,
    name: getDisplayName(user.name, user.email),
    emailVerified: Boolean(user.emailVerified),
    photoURL: null,
    metadata: { creationTime: toIsoString(user.createdAt), lastSignInTime: toIsoString(lastSignInTime) },
  };
}
