import { useAuth } from '../../features/auth/components/auth-context';
import { useSubscription } from '../../features/subscription/api/get-subscription';

/** The signed-in user's subscription, once their tenant info has loaded. */
export function useCurrentSubscription() {
  const { user, tenant } = useAuth();
  return useSubscription({ userId: user?.id ?? null, hasTenant: Boolean(tenant.info) });
}
