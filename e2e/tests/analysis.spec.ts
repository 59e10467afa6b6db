import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/accessibility.ts';
import { registerFreeAccount } from '../support/accounts.ts';
import { createProperty, signedInApi } from '../support/properties.ts';

const panel = (page: Page) => page.getByRole('tabpanel');
/** A KPI card's value: the figure's button after its label. */
const kpi = (page: Page, label: string) =>
  panel(page)
    .getByRole('region', { name: 'Strategy' })
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('button');
const steps = (page: Page) =>
  panel(page).getByRole('list', { name: 'Analysis progress' }).getByRole('listitem');

test('the analysis runs on its own, recalculates as the user types, saves, and runs again', async ({
  page,
}) => {
  // Two full runs of the workflow on a shared, busy machine.
  test.setTimeout(150_000);
  await registerFreeAccount(page);
  const api = await signedInApi(page);
  const propertyId = await createProperty(api, {
    address: '7 Kirkgate, Leeds, LS2 7DJ',
    price: 215_000,
  });

  await page.goto(`/property/${propertyId}/analysis`);
  // The run the new property started completes by itself.
  await expect(panel(page).getByRole('region', { name: 'Strategy' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(steps(page)).toHaveText(
    ['Documents', 'Market data', 'Legal', 'Refurbishment', 'Strategy'].map(
      (step) => new RegExp(`^${step}Completed`),
    ),
  );
  await expect(page.getByRole('tab', { name: /^Analysis/ })).toHaveAccessibleName(/\(available\)/);
  await expect(panel(page).getByRole('region', { name: 'Legal' })).toContainText(/legal risk/);
  await expect(panel(page).getByRole('region', { name: 'Refurbishment' })).toContainText(
    /Works at standard specification/,
  );
  await expect(panel(page).getByRole('table', { name: /^SDLT bands/ })).toBeVisible();

  const cashFlow = kpi(page, 'Monthly cash flow');
  const saved = await cashFlow.textContent();
  expect(saved).toMatch(/^-?£[\d,]+ a month$/);
  // Its method, source and date show on focus.
  await cashFlow.focus();
  await expect(page.getByRole('tooltip').filter({ visible: true })).toContainText(
    /As of \d{1,2} \w{3} \d{4}/,
  );
  await expectNoSeriousViolations(page, 'the Analysis tab');

  // A bigger deposit means a smaller mortgage: the cash flow changes at once, with no request.
  const assumptionCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/analysis/assumptions')) assumptionCalls.push(request.method());
  });
  const deposit = page.getByRole('textbox', { name: 'Deposit (%)' });
  await expect(deposit).toHaveValue('25');
  await deposit.fill('40');
  await expect(cashFlow).not.toHaveText(saved!);
  const changed = await cashFlow.textContent();
  expect(assumptionCalls).toEqual([]);
  await expect(panel(page)).toContainText('Showing the figures with your unsaved changes.');

  await page.getByRole('button', { name: 'Save assumptions' }).click();
  await expect(panel(page).getByText('Assumptions saved.')).toBeVisible();
  expect(assumptionCalls).toEqual(['PUT']);
  await expect(cashFlow).toHaveText(changed!);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Deposit (%)' })).toHaveValue('40');
  await expect(kpi(page, 'Monthly cash flow')).toHaveText(changed!);

  // Re-run: the steps go again and the figures come back.
  const [started] = await Promise.all([
    page.waitForResponse((response) =>
      response.url().endsWith(`/properties/${propertyId}/analyze`),
    ),
    page.getByRole('button', { name: 'Re-run analysis' }).click(),
  ]);
  expect(started.status()).toBe(202);
  await expect(page.getByRole('button', { name: 'Re-run analysis' })).toBeEnabled({
    timeout: 45_000,
  });
  await expect(steps(page)).toHaveText(
    ['Documents', 'Market data', 'Legal', 'Refurbishment', 'Strategy'].map(
      (step) => new RegExp(`^${step}Completed`),
    ),
  );
  await expect(kpi(page, 'Monthly cash flow')).toHaveText(changed!);
  await expect(page.getByRole('textbox', { name: 'Deposit (%)' })).toHaveValue('40');
});

test('/tools works out SDLT band by band for a known case', async ({ page }) => {
  await registerFreeAccount(page);
  await page.getByRole('link', { name: 'Tools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tools' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Price (£)' }).fill('300000');
  await page.getByRole('textbox', { name: 'Postcode' }).fill('LS6 2AB');
  await page.getByLabel('Completion date').fill('2026-11-21');
  await page.getByRole('textbox', { name: 'Monthly rent (£)' }).fill('1250');

  const result = page.getByRole('region', { name: 'Purchase tax' });
  await expect(result).toContainText('England');
  // From 1 April 2025: nothing to £125,000, 2% to £250,000, 5% on the next £50,000.
  await expect(result.getByRole('table', { name: /^SDLT bands/ }).getByRole('row')).toHaveText([
    /Band/,
    /0%£0$/,
    /2%£2,500$/,
    /5%£2,500$/,
    /^Stamp Duty Land Tax£5,000/,
  ]);
  await expect(result.getByRole('button', { name: '5%' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the /tools calculator');
});
