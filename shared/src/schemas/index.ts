export * from './messages';
export * from './auth';
export * from './profile';
export * from './validate';
export * from './paging';
export * from './wallet';
