import { z } from 'zod';

/** The longest display name an account takes, as a tenant's name (tenant.ts). */
export const MAX_USER_NAME_LENGTH = 200;

/**
 * What POST /api/auth/update-user may change (docs/product/api.md). better-auth takes any JSON
 * there; this holds `name` to text and `image` to a link or null before it reaches the user row.
 */
export const identityUserUpdateSchema = z.object({
  name: z.string({ error: 'name must be text' }).trim().min(1, 'name must not be empty').max(MAX_USER_NAME_LENGTH, `name must be at most ${MAX_USER_NAME_LENGTH} characters`).optional(),
  image: z.url({ error: 'image must be a link (URL) or null' }).max(2048, 'image must be at most 2048 characters').nullable().optional(),
});
