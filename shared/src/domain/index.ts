export * from './user';
export * from './releases';
export * from './countries';
