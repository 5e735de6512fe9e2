import { formatUsd } from '@commons/shared/domain';
import type { CreditListing } from '@commons/shared/schemas';
import { Table, type Column } from '@commons/shared/ui-kit';
import { formatTonnes } from './project-facts';

const columns: Column<CreditListing>[] = [
  { header: 'Vintage', cell: (listing) => listing.vintage },
  { header: 'Available', cell: (listing) => formatTonnes(listing.available) },
  { header: 'Price per tonne', cell: (listing) => formatUsd(listing.markUpPrice) },
  { header: 'Of which to the project', cell: (listing) => formatUsd(listing.unitPrice) },
];

/** The project's credits for sale: one row per active listing, oldest first (the order a purchase takes them in). */
export function ProjectListings({ listings }: { listings: CreditListing[] }) {
  return (
    <Table
      caption="Credits for sale"
      columns={columns}
      rows={listings}
      rowKey={(listing) => listing.listingId}
      emptyText="No credits of this project are for sale just now."
    />
  );
}
