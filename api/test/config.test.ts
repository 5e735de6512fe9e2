import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it.each([
    [undefined, 'auto'],
    ['', 'auto'],
    ['auto', 'auto'],
    ['manual', 'manual'],
  ])('should read ACCOUNT_REVIEW %j as %s', (value, expected) => {
    expect(loadConfig({ ACCOUNT_REVIEW: value }).accountReview).toBe(expected);
  });

  it('should refuse any other ACCOUNT_REVIEW with the values it takes', () => {
    expect(() => loadConfig({ ACCOUNT_REVIEW: 'Manual' })).toThrow(
      'ACCOUNT_REVIEW must be "auto" or "manual", got "Manual"',
    );
  });
});

describe('loadConfig payments', () => {
  it('should default to the sandbox, whose secret the server keeps when none is set', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', webhookSecret: null });
    expect(loadConfig({ PAYMENT_WEBHOOK_SECRET: 's3cret' }).payments).toEqual({ provider: 'sandbox', webhookSecret: 's3cret' });
  });

  it('should take Stripe with both of its keys', () => {
    const env = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(env).payments).toEqual({ provider: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }, 'PAYMENT_PROVIDER=stripe needs STRIPE_WEBHOOK_SECRET'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER must be "sandbox" or "stripe", got "paypal"'],
    [{ PUBLIC_URL: 'commons.example' }, 'PUBLIC_URL must be an http(s) address such as https://commons.example'],
  ])('should refuse to start with %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('should keep only the origin of PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://commons.example/' }).publicUrl).toBe('https://commons.example');
    expect(loadConfig({}).publicUrl).toBeNull();
  });
});

describe('loadConfig TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('should read TRUST_PROXY %j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('should keep uploaded files in the database unless told otherwise (the S3 store: blobs/config.test.ts)', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'database' });
    expect(loadConfig({ BLOB_STORE: 'database' }).blobStore).toEqual({ kind: 'database' });
    expect(() => loadConfig({ BLOB_STORE: 'disk' })).toThrow('BLOB_STORE must be "database" or "s3", got "disk"');
  });
});
