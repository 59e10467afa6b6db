import { expect, test, type Page } from '@playwright/test';
import { registerFreeAccount } from '../support/accounts.ts';
import { leasePages, textPdf, uploadFiles } from '../support/documents.ts';
import { createProperty, makePng, signedInApi } from '../support/properties.ts';
import { toast } from '../support/toasts.ts';

const drawer = (page: Page) => page.getByRole('dialog');
const panel = (page: Page) => page.getByRole('tabpanel');

test('a user uploads a lease, watches it being read, reads its findings and opens one at its page', async ({
  page,
}) => {
  await registerFreeAccount(page);
  const api = await signedInApi(page);
  const propertyId = await createProperty(api, {
    address: 'Flat 4, 12 Acacia Avenue, Leeds, LS1 4AP',
    price: 185_000,
  });

  await page.goto(`/property/${propertyId}/documents`);
  await expect(panel(page).getByText('No documents yet')).toBeVisible();

  // Uploaded from the Documents tab, which stays open while the property is processed.
  await page.getByRole('button', { name: 'Edit Property' }).click();
  await drawer(page).getByRole('tab', { name: 'Files & Media' }).click();
  await drawer(page)
    .getByLabel('Upload files')
    .setInputFiles([
      { name: 'lease.pdf', mimeType: 'application/pdf', buffer: await textPdf(leasePages) },
    ]);
  await drawer(page).getByRole('button', { name: 'Update Property' }).click();
  await expect(toast(page, 'Property updated successfully with 1 files uploaded!')).toBeVisible();
  await expect(drawer(page)).toBeHidden();

  const lease = panel(page).getByRole('listitem').filter({ hasText: 'lease.pdf' }).first();
  await expect(lease).toContainText(/Waiting to be read|Reading\.\.\./);
  await expect(
    panel(page).getByRole('status').filter({ hasText: 'waiting to be read or being read' }),
  ).toBeVisible();
  // Polled every 5 s until read.
  await expect(lease).toContainText('Lease · PDF', { timeout: 45_000 });
  await expect(lease).toContainText('2 pages');
  await expect(lease).toContainText('Read');

  const findings = panel(page).getByRole('list', { name: 'Findings in lease.pdf' });
  const term = findings.getByRole('listitem').filter({ hasText: 'Lease term' });
  await expect(term).toContainText('a term of 99 years from 1 January 2000');
  await expect(term).toContainText('Red flag');
  await expect(
    findings.getByRole('listitem').filter({ hasText: 'Ground rent' }).first(),
  ).toContainText('doubling every 25 years');

  const pageLink = term.getByRole('link', { name: 'Page 2 of lease.pdf' });
  const href = await pageLink.getAttribute('href');
  expect(href).toMatch(/#page=2$/);
  const served = await page.request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect((await served.body()).subarray(0, 5).toString()).toBe('%PDF-');
  const [opened] = await Promise.all([page.waitForEvent('popup'), pageLink.click()]);
  expect(opened.url()).toMatch(/#page=2$/);
  await opened.close();

  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill('ground rent');
  const hit = page
    .getByRole('list', { name: 'Search results' })
    .getByRole('link', { name: 'lease.pdf, page 2' });
  await expect(hit).toHaveAttribute('href', /#page=2$/);
  await expect(
    page.getByRole('list', { name: 'Search results' }).locator('mark').first(),
  ).toHaveText(/ground/i);
  await search.press('Escape');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeHidden();
});

test("a user tags a photo's room and condition, and finds them after a reload", async ({
  page,
}) => {
  await registerFreeAccount(page);
  const api = await signedInApi(page);
  const propertyId = await createProperty(api, {
    address: '3 Mill Lane, York, YO1 7HH',
    price: 180_000,
  });
  await uploadFiles(api, propertyId, [
    { name: 'kitchen.png', mimeType: 'image/png', buffer: makePng() },
  ]);

  await page.goto(`/property/${propertyId}/details`);
  const photo = page.getByRole('img', { name: 'Image 1 of 1' });
  await expect(photo).toHaveAttribute('src', /\/thumbnail\?/);
  // The thumbnail really loaded, and the link opens the full image.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  const full = await page.request.get(
    (await page.getByRole('link', { name: /Image 1 of 1/ }).getAttribute('href'))!,
  );
  expect(full.headers()['content-type']).toBe('image/png');

  const room = page.getByRole('combobox', { name: 'Room of image 1 of 1' });
  const condition = page.getByRole('combobox', { name: 'Condition of image 1 of 1' });
  await expect(room).toHaveValue('');
  const saved = (field: string) =>
    page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        response.request().postData()?.includes(field) === true,
    );
  const [roomSaved] = await Promise.all([saved('room'), room.selectOption({ label: 'Kitchen' })]);
  expect(roomSaved.status()).toBe(200);
  const [conditionSaved] = await Promise.all([
    saved('condition'),
    condition.selectOption({ label: 'Poor' }),
  ]);
  expect(conditionSaved.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Room of image 1 of 1' })).toHaveValue('kitchen');
  await expect(page.getByRole('combobox', { name: 'Condition of image 1 of 1' })).toHaveValue(
    'poor',
  );
});
