import { expect, test, type Page } from '@playwright/test';
import { registerFreeAccount } from '../support/accounts.ts';
import { scannedPlan, uploadFiles } from '../support/documents.ts';
import {
  createProperty,
  makePdf,
  makePng,
  signedInApi,
  upgradeToPro,
} from '../support/properties.ts';
import { toast } from '../support/toasts.ts';
import { expectNoSeriousViolations } from '../support/accessibility.ts';

const drawer = (page: Page) => page.getByRole('dialog');
const ownedSection = (page: Page) => page.getByRole('region', { name: 'Owned Properties' });

test('a user adds a property with a photo and a PDF, opens it, edits the price and deletes it', async ({
  page,
}) => {
  // The tabs unlock only once the new property's run (and the upload's) has finished.
  test.setTimeout(120_000);
  await registerFreeAccount(page);
  await expect(page.getByText('No owned properties')).toBeVisible();
  await expectNoSeriousViolations(page, 'the empty portfolio');

  await page.getByRole('button', { name: 'Add Property' }).first().click();
  await expect(drawer(page).getByRole('heading', { name: 'Add Property' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Add Property drawer');
  await drawer(page).getByLabel('Address').fill('12 Acacia Avenue');
  await drawer(page).getByLabel('City').fill('Leeds');
  await drawer(page).getByLabel('Postcode').fill('ls1 4ap');
  await drawer(page).getByLabel('Price (£)').fill('250000');
  await drawer(page).getByLabel('Bedrooms').fill('3');
  await drawer(page).getByLabel('I own this property').check();

  await drawer(page).getByRole('tab', { name: 'Files & Media' }).click();
  await drawer(page)
    .getByLabel('Upload files')
    .setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: makePng() },
      { name: 'survey.pdf', mimeType: 'application/pdf', buffer: makePdf() },
    ]);
  await expect(drawer(page).getByText('2 file(s) selected')).toBeVisible();
  await expectNoSeriousViolations(page, 'the drawer on Files & Media');
  await drawer(page).getByRole('button', { name: 'Create Property' }).click();
  await expect(toast(page, 'Property created successfully with 2 files uploaded!')).toBeVisible();
  // The form is reset for the next property, back on its details tab.
  await expect(drawer(page).getByLabel('Address')).toHaveValue('');
  await expect(drawer(page).getByText('0 file(s) selected')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  const card = ownedSection(page).getByRole('article').filter({ hasText: '12 Acacia Avenue' });
  await expect(card).toContainText('Leeds • House • 3 beds');
  await expect(card).toContainText('£250,000');
  await expect(page.getByText('1 owned property', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, 'the portfolio with a property');

  await card.getByRole('link', { name: '12 Acacia Avenue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '12 Acacia Avenue' })).toBeVisible();
  await expect(page.getByText('Leeds, LS1 4AP', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Details/ })).toContainText('1');
  await expect(page.getByRole('tab', { name: /Documents/ })).toContainText('1');
  await expect(page.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the property Details tab');
  await expect(
    page
      .getByRole('complementary', { name: 'Properties' })
      .getByRole('link', { name: /12 Acacia Avenue/ }),
  ).toHaveAttribute('aria-current', 'page');

  await page.getByRole('tab', { name: /Documents/ }).click();
  await expect(page).toHaveURL(/\/documents$/);
  const document = page.getByRole('listitem').filter({ hasText: 'survey.pdf' });
  await expect(document).toContainText(/PDF · \d+ KB|PDF · \d+ B/);
  await expectNoSeriousViolations(page, 'the property Documents tab');
  const download = await page.request.get(
    (await page.getByRole('link', { name: 'Open survey.pdf' }).getAttribute('href'))!,
  );
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  for (const [name, tab] of [
    ['Market Data', 'market_data'],
    ['Analysis', 'analysis'],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(name) }).click();
    await expect(page).toHaveURL(new RegExp(`/${tab}$`));
    await expectNoSeriousViolations(page, `the property ${name} tab`);
  }

  await page.getByRole('button', { name: 'Edit Property' }).click();
  await expect(drawer(page).getByRole('heading', { name: 'Edit Property' })).toBeVisible();
  await expect(drawer(page).getByLabel('Price (£)')).toHaveValue('250000');
  await expectNoSeriousViolations(page, 'the Edit Property drawer');
  await drawer(page).getByLabel('Price (£)').fill('275000');
  await drawer(page).getByRole('button', { name: 'Update Property' }).click();
  await expect(toast(page, 'Property updated successfully!')).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  const information = page.getByRole('region', { name: 'Property Information' });
  await expect(information).toContainText('£275,000');
  // The uploaded files survive the edit.
  await expect(page.getByRole('tab', { name: /Documents/ })).toContainText('1');

  await page.getByRole('link', { name: 'Home' }).click();
  const edited = ownedSection(page).getByRole('article').filter({ hasText: '12 Acacia Avenue' });
  await expect(edited).toContainText('£275,000');
  await edited.hover();
  await edited.getByRole('button', { name: 'Delete 12 Acacia Avenue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Property' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete the 12 Acacia Avenue, Leeds, LS1 4AP? This action cannot be undone.',
  );
  await expectNoSeriousViolations(page, 'the Delete Property dialog');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No owned properties')).toBeVisible();
});

test('filters by type and location, and loads 25 properties 20 at a time', async ({ page }) => {
  const { email } = await registerFreeAccount(page);
  const api = await signedInApi(page);
  await upgradeToPro(api, email);
  const cities = ['Leeds', 'York', 'Bath'];
  for (let index = 0; index < 25; index += 1) {
    await createProperty(api, {
      address: `${index + 1} Market Street, ${cities[index % 3]}, `,
      price: 100_000 + index * 1_000,
      property_type: index % 5 === 0 ? 'flat' : 'house',
    });
  }

  // The portfolio loaded (empty) at sign-up and is still fresh: the refresh button fetches it again.
  await page.getByRole('button', { name: 'Refresh properties' }).click();
  await expect(page.getByText('25 owned properties', { exact: true })).toBeVisible();
  const cards = ownedSection(page).getByRole('article');
  await expect(cards).toHaveCount(20);
  // Sorted by price, highest first.
  await expect(cards.first()).toContainText('25 Market Street');
  await ownedSection(page).getByRole('button', { name: 'Load More Properties' }).click();
  await expect(cards).toHaveCount(25);
  await expect(
    ownedSection(page).getByRole('button', { name: 'Load More Properties' }),
  ).toBeHidden();

  await page.getByLabel('Type').selectOption({ label: 'Flat' });
  await expect(page.getByText('5 owned properties', { exact: true })).toBeVisible();
  await expect(cards).toHaveCount(5);
  for (const card of await cards.all()) await expect(card).toContainText('Flat');

  const location = page.getByLabel('Location');
  await expect(location.getByRole('option')).toHaveText(['All locations', 'Bath', 'Leeds', 'York']);
  await location.selectOption('York');
  // Flats are numbers 1, 6, 11, 16, 21; York holds 2, 5, 8, ... so only 11 is both.
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('11 Market Street');
  await expect(page.getByText('1 owned property', { exact: true })).toBeVisible();

  await page.getByLabel('Type').selectOption('all');
  await expect(page.getByText('8 owned properties', { exact: true })).toBeVisible();
});

test('a processing property locks its tabs and Edit, then unlocks when its run completes', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerFreeAccount(page);
  const api = await signedInApi(page);
  const propertyId = await createProperty(api, {
    address: '3 Mill Lane, York, YO1 7HH',
    price: 180_000,
  });
  // A scanned plan read by OCR keeps the run's documents step busy while the page opens.
  await uploadFiles(api, propertyId, [
    { name: 'plan.pdf', mimeType: 'application/pdf', buffer: await scannedPlan(12) },
  ]);

  await page.goto(`/property/${propertyId}/details`);
  await expect(page.getByRole('heading', { level: 1, name: '3 Mill Lane' })).toBeVisible();
  const information = page.getByRole('region', { name: 'Property Information' });
  await expect(information).toContainText('Processing...');
  await expect(page.getByRole('tab', { name: /Documents/ })).toBeDisabled();
  await expect(page.getByRole('tab', { name: /Analysis/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit Property' })).toBeDisabled();
  await expectNoSeriousViolations(page, 'a property while it is processing');

  // The run completes on its own; the next status poll (every 5 s) unlocks the page.
  await expect(page.getByRole('tab', { name: /Documents/ })).toBeEnabled({ timeout: 90_000 });
  await expect(information).toContainText('✓ Complete');
  await expect(page.getByRole('button', { name: 'Edit Property' })).toBeEnabled();
  await page.getByRole('tab', { name: /Documents/ }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${propertyId}/documents$`));
  await expect(
    page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'plan.pdf' }).first(),
  ).toContainText('Read');
});

test('a user adds a property and its analysis completes on its own', async ({ page }) => {
  await registerFreeAccount(page);
  await page.getByRole('button', { name: 'Add Property' }).first().click();
  await drawer(page).getByLabel('Address').fill('12 Cardigan Road');
  await drawer(page).getByLabel('City').fill('Leeds');
  await drawer(page).getByLabel('Postcode').fill('LS6 2AB');
  await drawer(page).getByLabel('Price (£)').fill('250000');
  await drawer(page).getByLabel('Bedrooms').fill('3');
  await drawer(page).getByRole('button', { name: 'Create Property' }).click();
  await expect(toast(page, 'Property created successfully!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();

  await page.getByRole('link', { name: '12 Cardigan Road' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '12 Cardigan Road' })).toBeVisible();
  const information = page.getByRole('region', { name: 'Property Information' });
  await expect(information).toContainText('✓ Complete', { timeout: 60_000 });
  await expect(page.getByRole('tab', { name: /Analysis \(available\)/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Market Data \(available\)/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'a property whose analysis has completed');
});

test('sorts the portfolio by price and by date from the keyboard', async ({ page }) => {
  await registerFreeAccount(page);
  const api = await signedInApi(page);
  // Added in this order: price order and date order differ.
  await createProperty(api, { address: '1 First Street, Leeds, LS1 1AA', price: 200_000 });
  await createProperty(api, { address: '2 Second Street, Leeds, LS1 1AA', price: 100_000 });
  await createProperty(api, { address: '3 Third Street, Leeds, LS1 1AA', price: 300_000 });
  await page.getByRole('button', { name: 'Refresh properties' }).click();
  const streets = ownedSection(page).getByRole('article').getByRole('link');
  await expect(streets).toHaveText(['3 Third Street', '1 First Street', '2 Second Street']);

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('price-desc');
  await sort.focus();
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('price-asc');
  await expect(streets).toHaveText(['2 Second Street', '1 First Street', '3 Third Street']);
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('date-desc');
  await expect(streets).toHaveText(['3 Third Street', '2 Second Street', '1 First Street']);
  await page.keyboard.press('ArrowDown');
  await expect(sort).toHaveValue('date-asc');
  await expect(streets).toHaveText(['1 First Street', '2 Second Street', '3 Third Street']);
  await expectNoSeriousViolations(page, 'the portfolio sorted oldest first');
});

test('a Free account with 5 properties is told to upgrade before the form opens', async ({
  page,
}) => {
  await registerFreeAccount(page);
  const api = await signedInApi(page);
  for (let index = 1; index <= 5; index += 1) {
    await createProperty(api, { address: `${index} Mill Road, York, YO1 7HH`, price: 150_000 });
  }
  await page.getByRole('button', { name: 'Refresh properties' }).click();
  await expect(page.getByText('5 owned properties', { exact: true })).toBeVisible();

  await ownedSection(page).getByRole('button', { name: 'Add Property' }).click();
  const denied = page.getByRole('dialog', { name: 'Feature access denied' });
  await expect(denied).toContainText(
    'This feature requires an upgrade from your current Free plan.',
  );
  await expect(page.getByRole('dialog', { name: 'Add Property' })).toHaveCount(0);
  await expect(page.getByLabel('Address')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the Feature access denied dialog');

  await denied.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL(/\/settings\/account$/);
  const billing = page.getByRole('region', { name: 'Billing & Plan' });
  await expect(billing).toContainText('5 of 5 used');
  await expect(billing.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
});
