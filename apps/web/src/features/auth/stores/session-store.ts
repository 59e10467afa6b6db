import type { PaymentResult, SignupPlan } from '@plotwise/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { clearUserCaches } from '../../../lib/storage';
import { changePassword as changePasswordCall } from '../api/change-password';
import { getAccessToken } from '../api/get-access-token';
import { getSession } from '../api/get-session';
import { tenantInfoQueryOptions } from '../api/get-tenant-info';
import { getPaymentErrorMessage, PAYMENT_MESSAGES } from '../../../lib/payments/payment-messages';
import { processPayment } from '../../../lib/payments/process-payment';
import { setupTenant } from '../api/setup-tenant';
import { signIn } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { signUp } from '../api/sign-up';
import type { ClientUser } from '../api/types';
import { AUTH_MESSAGES } from '../messages';
import { getEmailPrefix, toClientUser } from '../utils/to-client-user';
import { createTokenManager } from './token-manager';

/** Registration waits this long after pausing the tenant fetch (product spec §9). */
export const REGISTRATION_DELAY_MS = 100;

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out';

export type SessionState = {
  /** Unknown until the first check finishes (product spec §4 Session). */
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

/** The signed-in session and the flows that change it; React reads it through AuthProvider. */
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
    fetchAccessToken: getAccessToken,
    onSessionLost: () => endSession('session-ended'),
  });

  function endSession(reason: SessionState['signOutReason']) {
    tokens.clear();
    queryClient.clear();
    setState({
      status: 'signed-out',
      user: null,
      isLoading: false,
      isTenantFetchPaused: false,
      signOutReason: reason,
    });
  }

  function startSession(sessionToken: string, user: ClientUser) {
    if (state.user && state.user.id !== user.id) queryClient.clear();
    tokens.setSessionToken(sessionToken);
    setState({ status: 'signed-in', user, signOutReason: null });
  }

  async function checkSession() {
    const sessionToken = tokens.getSessionToken();
    if (!sessionToken) {
      setState({ status: 'signed-out' });
      return;
    }
    try {
      const result = await getSession(sessionToken);
      if (!result) {
        endSession('session-ended');
        return;
      }
      setState({
        status: 'signed-in',
        user: toClientUser(result.user, result.session.createdAt),
        signOutReason: null,
      });
    } catch (error) {
      // A 401 ends the session; other failures leave the token for the next visit.
      if (isApiError(error) && error.status === 401) tokens.clear();
      console.warn('Could not check the session', error);
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

    /** Sign in, then ask for tenant info; a tenant failure only warns (product spec §4 Login). */
    login(email: string, password: string): Promise<void> {
      return withLoading(async () => {
        const result = await signIn({ email: email.trim(), password });
        const user = toClientUser(result.user, new Date().toISOString());
        startSession(result.token, user);
        try {
          await queryClient.fetchQuery(tenantInfoQueryOptions(user));
        } catch (error) {
          console.warn('Signed in, but tenant info could not be loaded', error);
        }
      });
    },

    /** Product spec §4 Registration, steps 1-4. */
    register({ email, password, plan, paymentMethodId }: RegisterInput): Promise<void> {
      return withLoading(async () => {
        setState({ isTenantFetchPaused: true });
        let user: ClientUser | null = null;
        try {
          await sleep(REGISTRATION_DELAY_MS);
          const address = email.trim();

          let payment: PaymentResult | undefined;
          if (plan === 'pro') {
            if (!paymentMethodId) throw new Error(PAYMENT_MESSAGES.cardIncomplete);
            try {
              payment = await processPayment({
                payment_method_id: paymentMethodId,
                plan_id: 'pro',
                user_email: address,
              });
            } catch (error) {
              throw new Error(getPaymentErrorMessage(error), { cause: error });
            }
          }

          const name = getEmailPrefix(address) || 'User';
          const result = await signUp({ email: address, password, name });
          // A new account has never signed in before: creation and sign-in times are the same.
          user = toClientUser(result.user, result.user.createdAt);
          startSession(result.token, user);

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
        const sessionToken = tokens.getSessionToken();
        setState({ isTenantFetchPaused: true });
        try {
          if (user) clearUserCaches(user.id);
          await queryClient.cancelQueries();
          queryClient.clear();
          if (sessionToken) {
            try {
              await signOut(sessionToken);
            } catch (error) {
              console.warn('Sign-out call failed; signing out locally', error);
            }
          }
        } finally {
          endSession('logout');
        }
      });
    },

    /** better-auth re-checks the current password, then hands back this device's new session. */
    changePassword(currentPassword: string, newPassword: string): Promise<void> {
      const sessionToken = tokens.getSessionToken();
      if (!state.user || !sessionToken)
        return Promise.reject(new Error(AUTH_MESSAGES.noAuthenticatedUser));
      return withLoading(async () => {
        const newToken = await changePasswordCall({ currentPassword, newPassword }, sessionToken);
        if (newToken) tokens.setSessionToken(newToken);
      });
    },

    /** Reads the account again, e.g. after the profile renamed it, so the avatar follows. */
    refreshUser: () => checkSession(),
    pauseTenantFetch: () => setState({ isTenantFetchPaused: true }),
    resumeTenantFetch: () => setState({ isTenantFetchPaused: false }),
    getAccessToken: () => tokens.getAccessToken(),
  };
}
