import { z } from 'zod';

export const WAITLIST_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  duplicate: 'This email is already on our waitlist',
} as const;

export const waitlistJoinSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: WAITLIST_MESSAGES.invalidEmail })),
});
export type WaitlistJoin = z.infer<typeof waitlistJoinSchema>;

export const waitlistEntrySchema = z.object({ email: z.string(), created_at: z.string() });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
