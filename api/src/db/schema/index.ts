// Every table the server queries: the product's own, then the platform's and the kernel's blob
// catalogue, which the platform's migrations make and the product's tables refer to.
export * from './product';
export * from '@commons/platform/db/schema';
