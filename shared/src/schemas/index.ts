export * from './messages';
export * from './text';
export * from './fields';
export * from './auth';
export * from './profile';
export * from './validate';
export * from './paging';
export * from './wallet';
