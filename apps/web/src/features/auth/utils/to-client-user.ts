import type { AuthUserResponse, ClientUser } from '../api/types';

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

export function toClientUser(user: AuthUserResponse, lastSignInTime: string): ClientUser {
  return {
    id: user.id,
    email: user.email,
    name: getDisplayName(user.name, user.email),
    emailVerified: Boolean(user.emailVerified),
    photoURL: null,
    metadata: { creationTime: user.createdAt, lastSignInTime },
  };
}
