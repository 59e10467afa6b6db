/** Shapes of better-auth's replies (identity lives under /api/auth, decision D3). */

export type AuthUserResponse = {
  id: string;
  email: string;
  name: string | null;
  emailVerified: boolean;
  image: string | null;
  createdAt: string;
  updatedAt: string;
};

/** `token` is the session token (also sent in the set-auth-token header). */
export type AuthResult = { token: string; user: AuthUserResponse };

export type SessionResult = {
  session: { id: string; userId: string; expiresAt: string; createdAt: string; updatedAt: string };
  user: AuthUserResponse;
};

/** The signed-in user as the client holds it (product spec §3 "Other entities"). */
export type ClientUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  photoURL: string | null;
  metadata: { creationTime: string; lastSignInTime: string };
};
