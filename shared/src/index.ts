export * from './schemas';
export * from './domain';
