export * from './user';
export * from './releases';
export * from './countries';
export * from './money';
export * from './wallet';
export * from './paging';
export * from './date-time';
