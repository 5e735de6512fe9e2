import { expect, test } from '@playwright/test';
import { expectHeading, newPerson, register } from './helpers';
import { ops } from './operator';

/** A small PNG and PDF: their leading bytes are what the server checks. */
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 1)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('should let the owner upload documents that an operator accepts and rejects', async ({ page }) => {
  const person = newPerson();
  await register(page, person);
  await expect(page).toHaveURL(/\/profile$/);
  await expectHeading(page, 'Profile');
  const panel = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(panel.getByText('No documents uploaded yet')).toBeVisible();

  const upload = async (kind: string, name: string, mimeType: string, buffer: Buffer) => {
    await panel.getByLabel('Kind').selectOption(kind);
    await panel.getByLabel(/^File/).setInputFiles({ name, mimeType, buffer });
    await panel.getByRole('button', { name: 'Upload' }).click();
    await expect(panel.getByRole('row').filter({ hasText: name })).toContainText('PENDING');
  };
  await upload('Passport', 'passport.png', 'image/png', png);
  await upload('Proof of address', 'bill.pdf', 'application/pdf', pdf);

  const listed = await ops('documents', 'list', person.email);
  const idOf = (name: string) => listed.split('\n').find((line) => line.endsWith(name))!.split(' ')[0]!;
  expect(await ops('documents', 'accept', idOf('passport.png'))).toBe(`passport.png of ${person.email} accepted`);
  expect(await ops('documents', 'reject', idOf('bill.pdf'), '--reason', 'The bill is older than three months')).toBe(
    `bill.pdf of ${person.email} rejected: The bill is older than three months`,
  );

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Documents', exact: true });
  await expect(reloaded.getByRole('row').filter({ hasText: 'passport.png' })).toContainText('ACCEPTED');
  const rejected = reloaded.getByRole('row').filter({ hasText: 'bill.pdf' });
  await expect(rejected).toContainText('REJECTED');
  await expect(rejected).toContainText('Reason: The bill is older than three months');
  // Reviewed documents can still be opened, no longer deleted.
  await expect(reloaded.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(reloaded.getByRole('button', { name: 'Open bill.pdf' })).toBeVisible();
});
