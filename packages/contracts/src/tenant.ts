import { z } from 'zod';
import { signupPlanSchema } from './plans.ts';

export const tenantSetupSchema = z.object({
  email: z.email(),
  name: z.string().trim().min(1).max(200),
  plan: signupPlanSchema,
  payment_intent_id: z.string().min(1).optional(),
  customer_id: z.string().min(1).optional(),
  amount_paid: z.number().int().nonnegative().optional(),
});
export type TenantSetup = z.infer<typeof tenantSetupSchema>;

export const tenantInfoSchema = z.object({
  tenant_id: z.string(),
  name: z.string(),
  isolation_enabled: z.boolean(),
  migration_status: z.string(),
});
export type TenantInfo = z.infer<typeof tenantInfoSchema>;
