export * from './errors.ts';
export * from './plans.ts';
export * from './tenant.ts';
export * from './payments.ts';
export * from './waitlist.ts';
export * from './auth.ts';
export * from './subscription.ts';
