import { defaultOrdersLocation, ordersLocationFromSearch, searchOfOrdersLocation } from './orders-view-url';

describe('the orders view in the address', () => {
  it('should read the default view from a plain address, and write it as one', () => {
    expect(ordersLocationFromSearch('')).toEqual(defaultOrdersLocation);
    expect(searchOfOrdersLocation(defaultOrdersLocation)).toBe('');
  });

  it('should keep a view across a reload: what it writes, it reads back', () => {
    const view = { state: 'paid', projectId: 'GS1011', sort: 'newest', page: 3, reference: 'RF18539007547034' } as const;
    const search = searchOfOrdersLocation(view);
    expect(search).toBe('?state=paid&project=GS1011&sort=newest&page=3&reference=RF18539007547034');
    expect(ordersLocationFromSearch(search)).toEqual(view);
  });

  it('should read an unknown state, sort or page as the default', () => {
    expect(ordersLocationFromSearch('?state=lost&sort=random&page=-2')).toEqual(defaultOrdersLocation);
    expect(ordersLocationFromSearch('?page=1.5').page).toBe(1);
    expect(ordersLocationFromSearch('?state=ALL').state).toBe('ALL');
  });
});
