import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInApi } from '../../../../testing/signed-in-api';
import { renderApp } from '../../../../testing/test-utils';

// The whole app renders here, lazy routes included: slow on a busy machine.
describe('/tools (docs/product/routes-and-screens.md)', () => {
  it('is reached from the rail and works out SDLT, its bands and the gross yield without a request', async () => {
    const { requests } = signedInApi();
    const { user, router } = renderApp('/portfolio');
    await user.click(await screen.findByRole('link', { name: 'Tools' }, { timeout: 5_000 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tools' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tools');
    const result = screen.getByRole('region', { name: 'Purchase tax' });
    expect(result).toHaveTextContent('Enter a price and postcode to see the tax.');
    const before = requests.length;

    await user.type(screen.getByRole('textbox', { name: 'Price (£)' }), '300000');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS6 2AB');
    await user.type(screen.getByLabelText('Completion date'), '2026-11-21');
    await user.type(screen.getByRole('textbox', { name: 'Monthly rent (£)' }), '1250');

    expect(within(result).getByText('England')).toBeInTheDocument();
    const tax = within(result).getAllByRole('button', { name: '£5,000' })[0]!;
    expect(tax).toHaveAccessibleDescription(
      expect.stringContaining('taxed band by band at the SDLT rates in force on 21 Nov 2026'),
    );
    const bands = within(result).getByRole('table', { name: /^SDLT bands/ });
    expect(
      within(bands)
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => row.textContent),
    ).toEqual([
      expect.stringMatching(/0%£0$/),
      expect.stringMatching(/2%£2,500$/),
      expect.stringMatching(/5%£2,500$/),
    ]);
    const grossYield = within(result).getByRole('button', { name: '5%' });
    expect(grossYield).toHaveAccessibleDescription(
      expect.stringContaining('Annual rent (£1,250 a month × 12) over the price £300,000.'),
    );

    await user.click(
      screen.getByRole('checkbox', { name: 'Will own another home (additional dwelling)' }),
    );
    expect(within(result).getAllByRole('button', { name: /^£\d/ })[0]).not.toHaveTextContent(
      '£5,000',
    );
    expect(requests.slice(before)).toEqual([]);
  }, 20_000);

  it("names a bad postcode with the contracts' message", async () => {
    signedInApi();
    const { user } = renderApp('/tools');
    await user.type(
      await screen.findByRole('textbox', { name: 'Price (£)' }, { timeout: 5_000 }),
      '250000',
    );
    const postcode = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(postcode, 'XX');
    expect(postcode).toHaveAccessibleDescription('Enter a UK postcode, for example LS6 2AB');
  }, 20_000);
});
