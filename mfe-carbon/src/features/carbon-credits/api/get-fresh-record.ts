import type { OperationalData } from '@commons/shared/schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { operationalDataQueryOptions } from '../../operational-data/api/get-operational-data';

/** A record as the server has it now, or why it cannot be told yet. */
export type FreshRecord =
  | { state: 'checking' }
  | { state: 'gone' }
  | { state: 'ready'; record: OperationalData };

/**
 * The record `operationalDataId` asked again when a popup opens: a tab left open may show a
 * year bought or offset elsewhere since (docs/product-rules.md#carbon-credits). The records'
 * own query is refetched, so the table behind the popup is brought up to date too. Should the
 * refetch fail, the record as last read is used: the server refuses a stale purchase anyway.
 */
export function useFreshRecord(operationalDataId: string): FreshRecord {
  const [openedAt] = useState(() => Date.now());
  const records = useQuery({ ...operationalDataQueryOptions(), refetchOnMount: 'always' });
  const fresh = records.dataUpdatedAt >= openedAt || (records.isError && !records.isFetching);
  if (!fresh || !records.data) return records.isError && !records.data ? { state: 'gone' } : { state: 'checking' };
  const record = records.data.find((candidate) => candidate.operationalDataId === operationalDataId);
  return record ? { state: 'ready', record } : { state: 'gone' };
}
