import { useContext } from 'react';
import { AuthContext } from '../features/auth/components/auth-context';
import { AuthDialogs, type AuthDialogsProps } from '../features/auth/components/auth-dialogs';
import { appServices } from './app-services';
import { AppProvider } from './provider';

/**
 * The landing page's dialogs, loaded on first use. On a landing page rendered on its own they
 * bring the app's session and query cache with them; inside the routed app they use its own.
 */
export default function LandingDialogs(props: AuthDialogsProps) {
  const dialogs = <AuthDialogs {...props} />;
  const isInsideApp = useContext(AuthContext) !== null;
  return isInsideApp ? dialogs : <AppProvider {...appServices}>{dialogs}</AppProvider>;
}
