import { QueryClient, InfiniteQueryObserver } from '@tanstack/react-query';
import { cursorListQueryOptions } from './cursor-list-query';

type Page = { records: string[]; nextCursor: string | null; prevCursor: string | null };

const pages: Record<string, Page> = {
  first: { records: ['a', 'b'], nextCursor: 'c2', prevCursor: null },
  c2: { records: ['c'], nextCursor: null, prevCursor: 'c1' },
};

describe('cursorListQueryOptions', () => {
  it('should ask for the first page, then the page after each nextCursor, as one list of rows', async () => {
    const fetchPage = vi.fn(async ({ cursor }: { cursor?: string | null }) => pages[cursor ?? 'first']!);
    const options = cursorListQueryOptions({ queryKey: ['letters'], fetchPage, rowsOf: (page: Page) => page.records });
    const observer = new InfiniteQueryObserver(new QueryClient(), options);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(['a', 'b']));
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    await observer.fetchNextPage();
    expect(observer.getCurrentResult().data).toEqual(['a', 'b', 'c']);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    expect(fetchPage.mock.calls.map(([page]) => page.cursor)).toEqual([null, 'c2']);
    unsubscribe();
  });

  it('should not ask while the list is disabled', () => {
    const fetchPage = vi.fn(async () => pages.first!);
    const options = cursorListQueryOptions({ queryKey: ['x'], fetchPage, rowsOf: (page: Page) => page.records, enabled: false });
    const observer = new InfiniteQueryObserver(new QueryClient(), options);
    const unsubscribe = observer.subscribe(() => {});
    expect(fetchPage).not.toHaveBeenCalled();
    unsubscribe();
  });
});
