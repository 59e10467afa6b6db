import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility.ts';
import { registerFreeAccount } from '../support/accounts.ts';
import { startServerWithMarketProviders } from '../support/market-server.ts';
import { createProperty, signedInApi } from '../support/properties.ts';

const panel = (page: Page) => page.getByRole('tabpanel');
const lastRefreshed = (page: Page) => panel(page).locator('time').first();

test('the Market Data tab fills in from the built-in dataset, draws the trend and refreshes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerFreeAccount(page);
  const api = await signedInApi(page);
  const propertyId = await createProperty(api, {
    address: '12 Acacia Avenue, Leeds, LS1 4AP',
    price: 250_000,
  });

  // Opened while the new property's first run may still be going: the tab fills in when its market step ends.
  await page.goto(`/property/${propertyId}/market_data`);
  const value = panel(page).getByRole('region', { name: 'Value estimate' });
  await expect(value).toBeVisible({ timeout: 45_000 });
  const estimate = value.getByRole('button', { name: /^£[\d,]+$/ }).first();
  await estimate.focus();
  const provenance = page.getByRole('tooltip').filter({ hasText: 'Estimated value' }).first();
  await expect(provenance).toBeVisible();
  await expect(provenance).toContainText('(built-in)');
  await expect(provenance).toContainText(/As of \d{1,2} \w{3,4} \d{4}/);
  await expect(value).toContainText('Asking price£250,000');
  await expect(
    value.getByRole('img', { name: /^Likely range £[\d,]+ to £[\d,]+; asking price £250,000$/ }),
  ).toBeVisible();
  await expect(
    value.getByRole('button', { name: /(above|below) the estimate|the same as the estimate/ }),
  ).toBeVisible();

  const rent = panel(page).getByRole('region', { name: 'Rent and yield' });
  await expect(rent.getByRole('button', { name: /^£[\d,]+ a month$/ }).first()).toBeVisible();
  await expect(rent).toContainText(/points? (above|below) the region|the same as the region/);

  // The chart's library arrives with this tab; its figures are also a table.
  const trend = panel(page).getByRole('region', { name: 'Price trend' });
  await expect(trend).toContainText(/Yorkshire and the Humber \(region\)/i);
  const chart = trend.getByRole('img', {
    name: /^Line chart of the average price in Yorkshire and the Humber/i,
  });
  await expect(chart).toBeVisible();
  const points = await chart.locator('circle').count();
  expect(points).toBeGreaterThan(2);
  await trend.getByText('Price trend as a table').click();
  const table = trend.getByRole('table', {
    name: /^Average price and index by month in Yorkshire/i,
  });
  await expect(table.getByRole('row')).toHaveCount(points + 1);
  await expect(table.getByRole('rowheader', { name: 'Jan 2015' })).toBeVisible();

  // The built-in dataset holds no sales: the table says so instead of showing none.
  await expect(panel(page).getByRole('region', { name: 'Comparable sales' })).toContainText(
    'No recent sales were found to compare with.',
  );
  await expect(panel(page).getByRole('region', { name: 'Sources' })).toContainText('used');
  await expectNoSeriousViolations(page, 'the Market Data tab');

  const before = await lastRefreshed(page).getAttribute('datetime');
  expect(before).not.toBeNull();
  await expect(panel(page).getByRole('button', { name: 'Refresh' })).toBeEnabled({
    timeout: 45_000,
  });
  await panel(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(panel(page).getByText('Market data refreshed.')).toBeVisible({ timeout: 45_000 });
  await expect(lastRefreshed(page)).not.toHaveAttribute('datetime', before!);
  const after = await lastRefreshed(page).getAttribute('datetime');
  expect(new Date(after!).getTime()).toBeGreaterThan(new Date(before!).getTime());
  await expect(lastRefreshed(page)).toHaveText(/^\d{1,2} \w{3,4} \d{4}, \d{2}:\d{2}$/);
  await expectNoSeriousViolations(page, 'the Market Data tab after a refresh');
});

test.describe('with the live providers replayed', () => {
  const port = Number(process.env.E2E_PORT ?? 3199) + 1;
  let server: Awaited<ReturnType<typeof startServerWithMarketProviders>>;
  test.use({ baseURL: `http://127.0.0.1:${port}` });
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startServerWithMarketProviders(port);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test('the comparable sales sort by price, date and distance, and filter by type', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await registerFreeAccount(page);
    const api = await signedInApi(page);
    const propertyId = await createProperty(api, {
      address: '12 Cardigan Road, Leeds, LS6 2AB',
      price: 265_000,
      property_type: 'terraced',
    });

    await page.goto(`/property/${propertyId}/market_data`);
    const sales = panel(page).getByRole('region', { name: 'Comparable sales' });
    const table = sales.getByRole('table', { name: 'Comparable sales' });
    await expect(table).toBeVisible({ timeout: 60_000 });
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThan(3);
    await expect(sales).toContainText('Cardigan Road');

    // Plain cells by their text; a figure's cell by its button, not the provenance beside it.
    const column = async (index: number, within = '') =>
      (await rows.locator(`td:nth-of-type(${index}) ${within}`.trim()).allTextContents()).map(
        (text) => text.trim(),
      );
    const pounds = (texts: string[]) => texts.map((text) => Number(text.replace(/[£,]/g, '')));
    const metres = (texts: string[]) =>
      texts.map((text) => (text.endsWith(' km') ? parseFloat(text) * 1000 : parseFloat(text)));
    const descending = (values: number[]) => [...values].sort((a, b) => b - a);

    await sales.getByRole('button', { name: 'Price' }).click();
    await expect(sales.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const byPrice = pounds(await column(2, 'button'));
    expect(byPrice).toEqual(descending(byPrice));
    await sales.getByRole('button', { name: 'Price' }).click();
    await expect(sales.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(pounds(await column(2, 'button'))).toEqual(descending(byPrice).reverse());

    await sales.getByRole('button', { name: 'Distance' }).click();
    const known = metres((await column(4)).filter((text) => text !== 'Not known'));
    expect(known).toEqual([...known].sort((a, b) => a - b));

    await sales.getByRole('button', { name: 'Date' }).click();
    const dates = await rows
      .locator('time')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());

    await sales.getByLabel('Type').selectOption({ label: 'Terraced' });
    await expect(sales).toContainText(/Showing \d+ of \d+ sales/);
    expect(await column(1)).toEqual(Array(await rows.count()).fill('Terraced'));
    // postcodes.io placed it and the EPC register found its own certificate.
    const location = panel(page).getByRole('region', { name: 'Location' });
    await expect(location).toContainText('Local authorityLeeds');
    await expect(location).toContainText('Energy ratingD');
    await expectNoSeriousViolations(page, 'the Market Data tab with comparable sales');
  });
});
