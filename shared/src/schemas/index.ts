export * from './messages';
export * from './auth';
export * from './profile';
export * from './validate';
