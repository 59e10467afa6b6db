import { createSessionStore } from '../features/auth/stores/session-store';
import { createQueryClient } from '../lib/query-client';

const queryClient = createQueryClient();

/**
 * The signed-in app's query cache and session, one of each per page load. The landing page's
 * sign-in dialogs and the routed app both use them, so a visitor who signs in on a landing page
 * arrives in the app already signed in (docs/decisions/0056-landing-without-the-app.md).
 */
export const appServices = { queryClient, store: createSessionStore({ queryClient }) };
