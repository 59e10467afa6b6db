import { describe, expect, it } from 'vitest';
import { freeSubscription } from '../../../testing/signed-in-api';
import { getPlanPrice } from './plan-price';

describe('getPlanPrice', () => {
  it("formats the server's price in whole pounds", () => {
    expect(getPlanPrice(freeSubscription, 'pro')).toBe('£39');
    expect(getPlanPrice(freeSubscription, 'free')).toBe('£0');
  });

  it('is null for a plan the server does not list', () => {
    expect(getPlanPrice(freeSubscription, 'corporate')).toBeNull();
  });
});
