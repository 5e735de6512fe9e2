export * from './user';
export * from './releases';
