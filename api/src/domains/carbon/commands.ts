import { formatUsd, centsToUsd, operationalDataStatuses } from '@commons/shared/domain';
import { opsCommand, table, type OpsCommandGroup } from '../../operator/ops-command';
import { reasonOption } from '../../operator/reason';
import type { ListingRow } from '../../db/schema';
import { createListings, type ListingStock } from './listings';
import { createOperationalDataOperations, type RecordDecision, type RecordSummary } from './operational-data-operations';
import { listingsFile } from './listing-file';
import { CarbonOperatorSchemas } from './operator-schemas';

const tonnes = (value: number | null) => (value === null ? '-' : `${value} t`);

/** One aligned line per record: id, email, year, status, estimate, emissions, credits, offsets. */
export const formatRecords = (records: RecordSummary[]): string[] =>
  table(
    records.map((r) => [
      r.operationalDataId,
      r.email,
      String(r.year),
      r.status,
      `estimated ${tonnes(r.estimatedEmissions)}`,
      `emissions ${tonnes(r.emissions)}`,
      `credits ${tonnes(r.credits)}`,
      `offsets ${tonnes(r.offsets)}`,
    ]),
    'no operational data',
  );

/** The audit of a decision: only ESTIMATED records are decided. */
const auditDecision = ({ reason }: { reason?: string | undefined }, { operationalDataId, email, year, to, emissions }: RecordDecision) => ({
  target: operationalDataId,
  reason: reason ?? null,
  before: { email, year, status: 'ESTIMATED' },
  after: { email, year, status: to, emissions },
});

export const formatRecordDecision = ({ operationalDataId, email, year, to, emissions }: RecordDecision): string =>
  `Operational data ${operationalDataId} (${year}) of ${email} is now ${to}` +
  (to === 'APPROVED' ? ` with emissions of ${tonnes(emissions)}` : '');

/** One aligned line per listing: id, project, serial block, what is left of it. */
export const formatStock = (stock: ListingStock[]): string[] =>
  table(
    stock.map((l) => [
      l.listingId,
      l.projectName,
      l.serialPrefix,
      `${l.remaining} of ${l.quantity} t left`,
      l.active ? 'active' : 'inactive',
    ]),
    'no listings',
  );

export const formatSeeded = (added: ListingRow[]): string[] =>
  added.length === 0
    ? ['No listing added: every serial block of the data file is already listed']
    : added.map(
        (l) =>
          `Added ${l.projectName} (${l.serialPrefix}): ${l.quantity} t at ` +
          `${formatUsd(centsToUsd(l.unitPriceCents))}, ${formatUsd(centsToUsd(l.markUpPriceCents))} marked up`,
      );

const listRecords = opsCommand({
  group: 'operational-data',
  action: 'list',
  help: 'every yearly record, newest year first: id, email, year, status, tonnes',
  body: CarbonOperatorSchemas.list,
  options: [{ name: 'status', placeholder: 'S' }],
  audit: 'read-only',
  run: async (deps, { status }) => ({ records: await createOperationalDataOperations(deps).list(status) }),
  print: ({ records }) => formatRecords(records),
});

const approve = opsCommand({
  group: 'operational-data',
  action: 'approve',
  help: 'ESTIMATED -> APPROVED with the actual emissions N (whole tonnes)',
  body: CarbonOperatorSchemas.approve,
  arguments: [{ field: 'operationalDataId', label: 'record id', placeholder: '<id>' }],
  options: [{ name: 'emissions', placeholder: 'N', required: true }, reasonOption],
  run: (deps, { operationalDataId, emissions }) => createOperationalDataOperations(deps).approve(operationalDataId, emissions),
  print: (decision) => [formatRecordDecision(decision)],
  audit: auditDecision,
});

const reject = opsCommand({
  group: 'operational-data',
  action: 'reject',
  help: 'ESTIMATED -> REJECTED: no longer offered for checkout',
  body: CarbonOperatorSchemas.reject,
  arguments: [{ field: 'operationalDataId', label: 'record id', placeholder: '<id>' }],
  options: [reasonOption],
  run: (deps, { operationalDataId }) => createOperationalDataOperations(deps).reject(operationalDataId),
  print: (decision) => [formatRecordDecision(decision)],
  audit: auditDecision,
});

const seed = opsCommand({
  group: 'listings',
  action: 'seed',
  help: 'loads api/data/listings.json (or --file F), adding the serial blocks not listed yet',
  body: CarbonOperatorSchemas.seed,
  options: [{ name: 'file', placeholder: 'F', verbatim: true }, reasonOption],
  run: async (deps, { file, upload }) => ({ added: await createListings(deps).seed(upload ?? file) }),
  print: ({ added }) => formatSeeded(added),
  audit: ({ file, upload, reason }, { added }) =>
    added.length === 0
      ? null
      : {
          target: upload ? `upload ${upload.name}` : (file ?? listingsFile),
          reason: reason ?? null,
          after: { added: added.map(({ id, projectId, serialPrefix, quantity }) => ({ listingId: id, projectId, serialPrefix, quantity })) },
        },
});

const stock = opsCommand({
  group: 'listings',
  action: 'list',
  help: 'every listing, oldest first, with the tonnes left in its block',
  body: CarbonOperatorSchemas.none,
  audit: 'read-only',
  run: async (deps) => ({ listings: await createListings(deps).stock() }),
  print: ({ listings }) => formatStock(listings),
});

/** What operators do to the carbon records and the marketplace's listings. */
export const carbonCommands: OpsCommandGroup = {
  commands: [listRecords, approve, reject, seed, stock],
  notes:
    `S is one of ${operationalDataStatuses.join(', ')}. ` +
    'F is a listings file like api/data/listings.json; each listing\'s project must be described first ' +
    '(`projects seed`), or the whole file is refused. ' +
    'The server also loads the listings file on its first start, when there are no listings.',
};
