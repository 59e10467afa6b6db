import type { PaymentsConfig } from '@plotwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '../../config/paths';
import { api } from '../api-client';

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>(apiPaths.payments.config, { token: null });
}

export const paymentsConfigQueryOptions = () =>
  queryOptions({ queryKey: ['payments-config'], queryFn: getPaymentsConfig, staleTime: Infinity });

export function usePaymentsConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentsConfigQueryOptions(), enabled });
}
