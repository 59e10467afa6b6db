import { expect, test, type Page } from '@playwright/test';
import { dialog, logOut, registerFreeAccount, signIn } from '../support/accounts.ts';
import { createProperty, signedInApi } from '../support/properties.ts';
import { form, grid, promptEditor, saveDone } from '../support/settings.ts';
import { toast } from '../support/toasts.ts';
import { expectNoSeriousViolations } from '../support/accessibility.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('projects: create, edit and delete one; a project with a property cannot be deleted', async ({ page }) => {
  await registerFreeAccount(page);
  await page.goto('/settings/projects');
  await expect(heading(page, 'Projects (1)')).toBeVisible();
  await expect(grid(page).getByRole('article', { name: 'General' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the Projects page');

  await page.getByRole('button', { name: 'Add Project' }).click();
  const newProject = form(page, 'New Project');
  await expect(newProject.getByRole('button', { name: 'Save' })).toBeDisabled();
  await newProject.getByLabel('Name').fill('Leeds Flats');
  await newProject.getByLabel('Description').fill('Two-bed buy-to-lets near the station');
  await newProject.getByLabel('Hex colour').fill('#10B981');
  await newProject.getByRole('button', { name: 'Save' }).click();
  await expect(heading(page, 'Projects (2)')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Leeds Flats' }).click();
  const edit = form(page, 'Edit Leeds Flats');
  await edit.getByLabel('Name').fill('Leeds Flats Phase 2');
  await edit.getByLabel('Status').selectOption('completed');
  await saveDone(page, edit.getByRole('button', { name: 'Save' }), '/api/v1/projects/');

  await page.reload();
  const renamed = grid(page).getByRole('article', { name: 'Leeds Flats Phase 2' });
  await expect(renamed).toContainText('Completed');
  await expect(renamed).toContainText('0 properties');

  await page.getByRole('button', { name: 'Delete Leeds Flats Phase 2' }).click();
  await expect(dialog(page)).toContainText(
    'Are you sure you want to delete Leeds Flats Phase 2? This action cannot be undone.',
  );
  await expectNoSeriousViolations(page, 'the Delete Project dialog');
  await dialog(page).getByRole('button', { name: 'Delete' }).click();
  await expect(heading(page, 'Projects (1)')).toBeVisible();
  await expect(renamed).toHaveCount(0);

  // A property added through the API, after this page cached the list: the dialog checks again.
  await createProperty(await signedInApi(page), { address: '1 Park Row, Leeds, LS1 5HN', price: 250000 });
  await page.getByRole('button', { name: 'Delete General' }).click();
  await expect(dialog(page)).toContainText(
    "This project has 1 property. Move or delete this project's properties before deleting it.",
  );
  await expect(dialog(page).getByRole('button', { name: 'Delete' })).toBeDisabled();
});

test('prompts: edit, see unsaved changes, save, reload as custom, then reset to default', async ({ page }) => {
  await registerFreeAccount(page);
  await page.goto('/settings/prompts');
  await expect(heading(page, 'AI Analysis Prompts')).toBeVisible();
  await expect(page.getByText('Default prompt loaded').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expect(page.getByRole('complementary', { name: 'Prompt Variables' })).toContainText('{legal_risk_level}');
  await expectNoSeriousViolations(page, 'the Prompts page');

  const legal = promptEditor(page, 'Legal Risk Assessment: Main Analysis');
  await legal.press('ControlOrMeta+End');
  await legal.pressSequentially(' Pay close attention to ground rent.');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Projects' }).click();
  await dialog(page).getByRole('button', { name: 'Stay on Page' }).click();
  await expect(page).toHaveURL(/\/settings\/prompts$/);

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Custom prompts saved successfully!')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.reload();
  await expect(page.getByText('Custom prompts are active')).toBeVisible();
  await expect(legal).toHaveValue(/Pay close attention to ground rent\.$/);

  await page.getByRole('button', { name: 'Reset to Default' }).click();
  await expect(dialog(page)).toContainText(
    'Are you sure you want to reset all prompts to default? This action cannot be undone.',
  );
  await expectNoSeriousViolations(page, 'the Reset to Default dialog');
  await dialog(page).getByRole('button', { name: 'Reset to Default' }).click();
  await expect(page.getByText('Prompts reset to default successfully!')).toBeVisible();
  await expect(page.getByText('Custom prompts are active')).toBeHidden();
  await expect(legal).not.toHaveValue(/ground rent\.$/);
  await expect(page.getByText('Default prompt loaded').first()).toBeVisible();
});

test('profile: edit it, see the avatar follow the new name, and find it saved after a reload', async ({ page }) => {
  const { email } = await registerFreeAccount(page);
  await page.goto('/settings/account');
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' });
  await expect(page.getByText(`Member Since ${today.format(new Date())}`)).toBeVisible();
  await expectNoSeriousViolations(page, 'the Account page');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Phone').fill('07700900123');
  await page.getByLabel('Location').fill('Leeds');
  await page.getByLabel('Company').fill('Analytical Engines Ltd');
  await page.getByLabel('Bio').fill('Buy-to-let investor in West Yorkshire.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await expect(page.getByRole('img', { name: email })).toHaveText('AL');

  await page.reload();
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile).toContainText('Lovelace');
  await expect(profile).toContainText('07700 900123');
  await expect(profile).toContainText('Analytical Engines Ltd');
  await expect(profile).toContainText('Buy-to-let investor in West Yorkshire.');
});

test('password: change it, then sign in with the new one only', async ({ page }) => {
  const credentials = await registerFreeAccount(page);
  await page.goto('/settings/account');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const change = dialog(page);
  await expect(change.getByLabel('Current Password')).toBeVisible();
  await expectNoSeriousViolations(page, 'the Change Password dialog');
  await change.getByLabel('Current Password').fill(credentials.password);
  await change.getByLabel('New Password', { exact: true }).fill('another-sound-password');
  await change.getByLabel('Confirm New Password').fill('another-sound-password');
  await change.getByRole('button', { name: 'Update Password' }).click();
  await expect(change.getByText('Password updated successfully!')).toBeVisible();
  await expect(change).toBeHidden({ timeout: 5_000 });

  // This device keeps its (new) session.
  await page.reload();
  await expect(heading(page, 'Profile Settings')).toBeVisible();
  await logOut(page);

  await signIn(page, credentials);
  await expect(toast(page, 'Incorrect password')).toBeVisible();
  await dialog(page).getByLabel('Password', { exact: true }).fill('another-sound-password');
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Login successful! Redirecting...')).toBeVisible();
});

test('theme: earthy applies at once, survives a reload, and follows the account to a fresh browser', async ({ page }) => {
  await registerFreeAccount(page);
  await page.goto('/settings/account');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await expect(sidebar).toHaveCSS('background-color', 'rgb(75, 124, 204)');

  await saveDone(page, page.getByRole('radio', { name: 'Earthy' }), '/api/v1/profile', 'check');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'earthy');

  await page.reload();
  await expect(sidebar).toHaveCSS('background-color', 'rgb(139, 163, 124)');

  // Without this browser's memory, the saved theme still comes back from the profile.
  await page.evaluate(() => localStorage.removeItem('plotwise.theme'));
  await page.reload();
  await expect(sidebar).toHaveCSS('background-color', 'rgb(139, 163, 124)');
});

test('plan: upgrade to Pro with the test card, then back to Free', async ({ page }) => {
  await registerFreeAccount(page);
  await page.goto('/settings/account');
  const billing = page.getByRole('region', { name: 'Billing & Plan' });
  await expect(billing).toContainText('0 of 5 used');
  await expect(billing).toContainText('0 B of 500 MB used');
  await expect(billing).toContainText('Up to 50 files on each property');

  await billing.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await dialog(page).getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog(page).getByLabel('Expiry date').fill('12/30');
  await dialog(page).getByLabel('CVC').fill('123');
  await expectNoSeriousViolations(page, 'the Upgrade to Pro dialog');
  await dialog(page).getByRole('button', { name: 'Pay £39 and Upgrade' }).click();
  await expect(toast(page, "You're now on the Pro plan.")).toBeVisible();
  await expect(billing).toContainText('£39/month');
  await expect(billing).toContainText('0 (unlimited)');
  await expect(billing).toContainText('0 B of 20 GB used');
  await expect(billing).toContainText('Up to 500 files on each property');

  await billing.getByRole('button', { name: 'Switch to Free' }).click();
  await dialog(page).getByRole('button', { name: 'Switch to Free' }).click();
  await expect(toast(page, "You're now on the Free plan.")).toBeVisible();
  await expect(billing.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
});
