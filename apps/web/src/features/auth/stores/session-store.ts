import type { SignupPlan } from '@plotwise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { clearUserCaches, readString, removeItem, storageKeys, writeString } from '../../../lib/storage';
import { authClient, callAuth } from '../api/auth-client';
import { tenantInfoQueryOptions } from '../api/get-tenant-info';
import { payForPlan } from '../api/pay-for-plan';
import { setupTenant } from '../api/setup-tenant';
import { AUTH_MESSAGES } from '../messages';
import { getEmailPrefix, toClientUser, type ClientUser } from '../utils/to-client-user';
import { createTokenManager } from './token-manager';

/** Registration waits this long after pausing the tenant fetch (docs/product/accounts-and-sessions.md#create-account-dialog). */
export const REGISTRATION_DELAY_MS = 100;
/** Logout must not hang on a slow server; the session ends locally anyway. */
const SIGN_OUT_TIMEOUT_MS = 5_000;

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export type SessionState = {
  /** Unknown until the first check finishes (docs/product/accounts-and-sessions.md#session-states). */
  status: AuthStatus;
  user: ClientUser | null;
  /** On during login, registration, logout and password change. */
  isLoading: boolean;
  /** Registration pauses the automatic tenant-info fetch until the tenant exists. */
  isTenantFetchPaused: boolean;
  /** 'logout' when the user chose to leave; 'session-ended' when the server ended the session. */
  signOutReason: 'logout' | 'session-ended' | null;
};

export type RegisterInput = {
  email: string;
  password: string;
  plan: SignupPlan;
  /** Required for Pro: the card payment method created by the card-entry box. */
  paymentMethodId?: string;
};

type SessionStoreDeps = {
  queryClient: QueryClient;
  sleep?: (ms: number) => Promise<void>;
};

export type SessionStore = ReturnType<typeof createSessionStore>;

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  isLoading: false,
  isTenantFetchPaused: false,
  signOutReason: null,
};

/**
 * The signed-in session and the flows that change it, over better-auth's client; React reads it
 * through AuthProvider. The session is an HttpOnly cookie; this page only remembers that it
 * signed in (`plotwise.signed-in`), so a visitor who never did is not asked about a session.
 */
export function createSessionStore({
  queryClient,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: SessionStoreDeps) {
  let state = initialState;
  const listeners = new Set<() => void>();
  let sessionCheck: Promise<void> | null = null;

  function setState(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  }

  const tokens = createTokenManager({
    fetchAccessToken: async () => (await callAuth(authClient.token())).token,
    onSessionLost: () => endSession('session-ended'),
  });

  function endSession(reason: SessionState['signOutReason']) {
    tokens.clear();
    removeItem(storageKeys.signedIn);
    queryClient.clear();
    setState({
      status: 'signed-out',
      user: null,
      isLoading: false,
      isTenantFetchPaused: false,
      signOutReason: reason,
    });
  }

  function startSession(user: ClientUser) {
    if (state.user && state.user.id !== user.id) queryClient.clear();
    writeString(storageKeys.signedIn, '1');
    tokens.open();
    setState({ status: 'signed-in', user, signOutReason: null });
  }

  async function checkSession() {
    if (!readString(storageKeys.signedIn)) {
      setState({ status: 'signed-out' });
      return;
    }
    try {
      const result = await callAuth(authClient.getSession());
      if (!result) {
        endSession('session-ended');
        return;
      }
      const user = toClientUser(result.user, result.session.createdAt);
      if (state.status !== 'signed-in') tokens.open();
      setState({ status: 'signed-in', user, signOutReason: null });
    } catch (error) {
      // A 401 ends the session; other failures leave it for the next visit.
      if (isApiError(error) && error.status === 401) removeItem(storageKeys.signedIn);
      console.warn('Could not check the session', error);
      tokens.clear();
      setState({ status: 'signed-out', user: null });
    }
  }

  async function withLoading<T>(work: () => Promise<T>): Promise<T> {
    setState({ isLoading: true });
    try {
      return await work();
    } finally {
      setState({ isLoading: false });
    }
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,

    /** Wires the API client to this session and runs the first auth check (once). */
    start() {
      api.configure({
        getToken: () => tokens.getAccessToken(),
        onUnauthorized: () => tokens.handleUnauthorized(),
      });
      sessionCheck ??= checkSession();
      return sessionCheck;
    },
    stop() {
      tokens.dispose();
    },

    /** Sign in, then ask for tenant info; a tenant failure only warns (docs/product/accounts-and-sessions.md#sign-in-dialog). */
    login(email: string, password: string): Promise<void> {
      return withLoading(async () => {
        const result = await callAuth(authClient.signIn.email({ email: email.trim(), password }));
        const user = toClientUser(result.user, new Date());
        startSession(user);
        try {
          await queryClient.fetchQuery(tenantInfoQueryOptions(user));
        } catch (error) {
          console.warn('Signed in, but tenant info could not be loaded', error);
        }
      });
    },

    /** docs/product/accounts-and-sessions.md#create-account-dialog, steps 1-5. */
    register({ email, password, plan, paymentMethodId }: RegisterInput): Promise<void> {
      return withLoading(async () => {
        setState({ isTenantFetchPaused: true });
        let user: ClientUser | null = null;
        try {
          await sleep(REGISTRATION_DELAY_MS);
          const address = email.trim();
          const payment = await payForPlan(plan, address, paymentMethodId);

          const name = getEmailPrefix(address) || 'User';
          const result = await callAuth(authClient.signUp.email({ email: address, password, name }));
          // A new account has never signed in before: creation and sign-in times are the same.
          user = toClientUser(result.user, result.user.createdAt);
          startSession(user);

          try {
            await setupTenant({ email: address, name, plan, ...payment });
          } catch (error) {
            console.warn(
              'Account created, but tenant setup failed; it is retried on the next tenant check',
              error,
            );
          }
        } finally {
          setState({ isTenantFetchPaused: false });
        }
        if (user) void queryClient.prefetchQuery(tenantInfoQueryOptions(user));
      });
    },

    /** Clears this user's caches, signs out at the server (failure ignored), then locally. */
    logout(): Promise<void> {
      return withLoading(async () => {
        const { user } = state;
        setState({ isTenantFetchPaused: true });
        try {
          if (user) clearUserCaches(user.id);
          await queryClient.cancelQueries();
          queryClient.clear();
          try {
            await callAuth(authClient.signOut({ fetchOptions: { timeout: SIGN_OUT_TIMEOUT_MS } }));
          } catch (error) {
            console.warn('Sign-out call failed; signing out locally', error);
          }
        } finally {
          endSession('logout');
        }
      });
    },

    /**
     * better-auth re-checks the current password and ends every session of the account, this
     * one included; the new session's cookie comes back, so the JWT of the old one is dropped.
     */
    changePassword(currentPassword: string, newPassword: string): Promise<void> {
      if (!state.user) return Promise.reject(new Error(AUTH_MESSAGES.noAuthenticatedUser));
      return withLoading(async () => {
        await callAuth(authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }));
        tokens.open();
      });
    },

    /**
     * Reads the account again, e.g. after the profile renamed it or the address was verified. Only
     * an answer that the session has ended signs the user out; a failed read keeps what is shown.
     */
    async refreshUser(): Promise<void> {
      await sessionCheck;
      if (state.status !== 'signed-in') return;
      try {
        const result = await callAuth(authClient.getSession());
        if (result) setState({ user: toClientUser(result.user, result.session.createdAt) });
        else endSession('session-ended');
      } catch (error) {
        if (isApiError(error) && error.status === 401) endSession('session-ended');
        else console.warn('Could not read the account again', error);
      }
    },
    pauseTenantFetch: () => setState({ isTenantFetchPaused: true }),
    resumeTenantFetch: () => setState({ isTenantFetchPaused: false }),
  };
}
