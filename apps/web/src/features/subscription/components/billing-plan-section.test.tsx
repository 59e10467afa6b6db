import type { Subscription } from '@plotwise/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fetch-stub';
import { freeSubscription, signedInApi } from '../../../testing/signed-in-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { BillingPlanSection } from './billing-plan-section';

const proSubscription: Subscription = {
  ...freeSubscription,
  subscription: { tier: 'pro', status: 'active' },
  usage: {
    features: {
      ...freeSubscription.usage.features,
      portfolio: { current: 2, limit: 'unlimited', percentage: 0 },
      ai_analysis: { current: 4, limit: 100, percentage: 4 },
    },
    storage: { current: 12.3 * 1024 * 1024, limit: 20 * 1024 ** 3, percentage: 0 },
    files_per_property: 500,
  },
};

function renderSection() {
  return renderWithProviders(
    <BillingPlanSection userId="user-1" email="ada@example.com" hasTenant />,
  );
}

async function payWithCard(user: ReturnType<typeof renderSection>['user'], number: string) {
  await user.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
  const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro' });
  await user.type(await within(dialog).findByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiry date'), '1230');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay £39 and Upgrade' }));
  return dialog;
}

const paymentRoutes = {
  'GET /api/v1/payments/config': json({ provider: 'test' }),
  'POST /api/v1/payments/payment-methods': json({ id: 'pm_1', type: 'card' }, 201),
};

describe('Billing & Plan', () => {
  it('shows the real plan and usage', async () => {
    signedInApi();
    renderSection();

    const region = await screen.findByRole('region', { name: 'Billing & Plan' });
    expect(await within(region).findByText('Free')).toBeInTheDocument();
    expect(region).toHaveTextContent('2 of 5 used');
    expect(region).toHaveTextContent('0 of 3 used');
    expect(within(region).getByRole('progressbar', { name: 'Properties' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  });

  it('shows storage used against the plan quota, and the file count per property', async () => {
    signedInApi();
    renderSection();

    const region = await screen.findByRole('region', { name: 'Billing & Plan' });
    expect(await within(region).findByText('12 MB of 500 MB used')).toBeInTheDocument();
    expect(within(region).getByRole('progressbar', { name: 'Storage' })).toHaveAttribute(
      'aria-valuetext',
      '12 MB of 500 MB used',
    );
    expect(region).toHaveTextContent('Up to 50 files on each property');
  });

  it('shows storage on a plan without a quota as used, unlimited', async () => {
    signedInApi({
      'GET /api/v1/subscription/current': json({
        ...freeSubscription,
        subscription: { tier: 'corporate', status: 'active' },
        usage: {
          ...freeSubscription.usage,
          storage: { current: 3 * 1024 ** 3, limit: 'unlimited', percentage: 0 },
          files_per_property: 'unlimited',
        },
      } satisfies Subscription),
    });
    renderSection();

    const region = await screen.findByRole('region', { name: 'Billing & Plan' });
    expect(await within(region).findByText('3.0 GB (unlimited)')).toBeInTheDocument();
    expect(within(region).queryByRole('progressbar', { name: 'Storage' })).toBeNull();
    expect(region).toHaveTextContent('Any number of files on each property');
  });

  it('upgrades to Pro: card, payment, then the plan change', async () => {
    const { requests } = signedInApi({
      ...paymentRoutes,
      'POST /api/v1/subscription/process-payment': json({
        payment_intent_id: 'pi_1',
        customer_id: 'cus_1',
        amount_paid: 3900,
      }),
      'POST /api/v1/subscription/upgrade': json(proSubscription),
    });
    const { user } = renderSection();
    const dialog = await payWithCard(user, '4242424242424242');

    expect(await screen.findByText("You're now on the Pro plan.")).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing & Plan' })).toHaveTextContent(
      '2 (unlimited)',
    );
    const body = (path: string) => requests.find((request) => request.path === path)?.body;
    expect(body('/api/v1/subscription/process-payment')).toEqual({
      payment_method_id: 'pm_1',
      plan_id: 'pro',
      user_email: 'ada@example.com',
    });
    expect(body('/api/v1/subscription/upgrade')).toEqual({
      plan_id: 'pro',
      payment_intent_id: 'pi_1',
    });
  });

  it('says a declined card was declined and keeps the plan', async () => {
    const { requests } = signedInApi({
      ...paymentRoutes,
      'POST /api/v1/subscription/process-payment': json(
        { detail: 'Your card was declined.', code: 'PAYMENT_FAILED' },
        402,
      ),
    });
    const { user } = renderSection();
    const dialog = await payWithCard(user, '4000000000000002');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Payment failed: Your card was declined.',
    );
    expect(requests.some((request) => request.path === '/api/v1/subscription/upgrade')).toBe(false);
  });

  it('switches a Pro plan to Free after confirmation', async () => {
    const { requests } = signedInApi({
      'GET /api/v1/subscription/current': json(proSubscription),
      'POST /api/v1/subscription/upgrade': json(freeSubscription),
    });
    const { user } = renderSection();

    await user.click(await screen.findByRole('button', { name: 'Switch to Free' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch to Free' });
    expect(dialog).toHaveAccessibleDescription(
      'Your plan changes to Free straight away, with its lower limits on properties and monthly AI analyses.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Switch to Free' }));

    expect(await screen.findByText("You're now on the Free plan.")).toBeInTheDocument();
    expect(
      requests.find((request) => request.path === '/api/v1/subscription/upgrade')?.body,
    ).toEqual({ plan_id: 'free' });
    expect(screen.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
  });
});
