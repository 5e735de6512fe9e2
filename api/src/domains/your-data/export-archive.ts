import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { AccountRecords } from './export-records';
import { walletHistoryCsv } from './export-records';

/** A file of the ZIP whose bytes are already compressed (PDF, JPEG, PNG): stored as it is. */
export interface StoredFile {
  name: string;
  content: Buffer | Readable;
}

/** What the ZIP says about itself, first in it. */
const readme = (generatedAt: Date) =>
  [
    'Carbon Commons: your data',
    `Generated ${generatedAt.toISOString()}.`,
    '',
    'account.json             your profile (no password)',
    'sub-users.json           the logins of your account (no passwords)',
    'group-policies.json      their group policies',
    'family-members.json      your family members',
    'operational-data.json    your household years',
    'retirements.json         every credit retirement (purchase or monthly offset)',
    'listings-bought.json     the projects the credits came from',
    'wallet.json              the balance, and its ledger entries',
    'wallet-history.csv       the ledger as a spreadsheet, amounts in USD',
    'top-ups.json             card top-ups',
    'withdrawals.json         withdrawal requests, and where each was paid (masked)',
    'payout-account.json      where withdrawals are paid: holder and last four digits',
    'checkouts.json           checkouts paid from the wallet',
    'documents.json           your identity documents (what was uploaded, its review)',
    'public-page.json         your public impact page: on or off, its handle and display name',
    'public-beneficiary.json  whom your certificates\' public verification pages name',
    'identity-documents/      the files themselves',
    'certificates/            one retirement certificate PDF per retirement',
    '',
    'Money is in integer cents (fields ending in Cents) except in the CSV; times are UTC.',
    '',
  ].join('\n');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The export's ZIP as a stream: the records as JSON, the ledger as CSV, then the certificate and
 * document files. Text is deflated; the files, already compressed, are stored, which keeps the
 * build well inside its time budget. The caller consumes the stream (into the blob store).
 */
export function exportArchive(records: AccountRecords, files: StoredFile[], generatedAt: Date): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const text: Array<[string, string]> = [
    ['README.txt', readme(generatedAt)],
    ['account.json', json(records.profile)],
    ['sub-users.json', json(records.subUsers)],
    ['group-policies.json', json(records.groupPolicies)],
    ['family-members.json', json(records.familyMembers)],
    ['operational-data.json', json(records.operationalData)],
    ['retirements.json', json(records.retirements)],
    ['listings-bought.json', json(records.listingsBought)],
    ['wallet.json', json({ ...records.wallet, entries: records.walletEntries })],
    ['wallet-history.csv', walletHistoryCsv(records.walletEntries)],
    ['top-ups.json', json(records.topUps)],
    ['withdrawals.json', json(records.withdrawals)],
    ['payout-account.json', json(records.payoutAccount)],
    ['checkouts.json', json(records.checkouts)],
    ['documents.json', json(records.documents)],
    ['public-page.json', json(records.publicPage)],
    ['public-beneficiary.json', json(records.publicBeneficiary)],
  ];
  for (const [name, content] of text) archive.append(content, { name, date: generatedAt });
  for (const file of files) archive.append(file.content, { name: file.name, date: generatedAt, store: true });
  // A failure reaches the consumer as the stream's error; the promise would only repeat it.
  archive.finalize().catch(() => undefined);
  return archive;
}
