import { searchOfView, viewFromSearch } from './table-url';

describe('a console table in the address', () => {
  it('should read the page, sort and its own filters, leaving blank and unknown parameters out', () => {
    expect(viewFromSearch('?page=2&sort=email&order=desc&status=PAUSED&q=%20&other=1', ['status', 'q'])).toEqual({
      page: '2',
      sort: 'email',
      order: 'desc',
      status: 'PAUSED',
    });
  });

  it('should start again at page 1 when the sort or a filter changes, and keep the rest', () => {
    const view = { page: '3', sort: 'email', order: 'asc', status: 'PAUSED' } as const;
    expect(searchOfView(view, { order: 'desc' })).toBe('?sort=email&order=desc&status=PAUSED');
    expect(searchOfView(view, { status: '' })).toBe('?sort=email&order=asc');
    expect(searchOfView(view, { page: '4' })).toBe('?page=4&sort=email&order=asc&status=PAUSED');
    expect(searchOfView({ page: '2' }, { page: '1' })).toBe('');
  });

  it("should keep a second table's fields under its prefix, and each table should keep the other's", () => {
    const search = '?sort=email&status=PAUSED&jobs.queue=mail.send&jobs.page=2';
    expect(viewFromSearch(search, ['queue', 'q'], 'jobs.')).toEqual({ queue: 'mail.send', page: '2' });
    const jobs = viewFromSearch(search, ['queue', 'q'], 'jobs.');
    expect(searchOfView(jobs, { sort: 'retryCount', order: 'asc' }, { prefix: 'jobs.', search, fields: ['queue', 'q'] })).toBe(
      '?sort=email&status=PAUSED&jobs.queue=mail.send&jobs.sort=retryCount&jobs.order=asc',
    );
    const plans = viewFromSearch(search, ['status', 'q']);
    expect(searchOfView(plans, { status: '' }, { search, fields: ['status', 'q'] })).toBe('?jobs.queue=mail.send&jobs.page=2&sort=email');
  });
});
