import { describe, expect, it } from 'vitest';
import { newNonce, withStyleNonce } from '../../../src/site/page-nonce';

describe('a page style nonce', () => {
  it("should put the nonce on the page's own <style> and in the meta styled-components reads", () => {
    const html = '<html><head><style>.boot{}</style></head><body><style>.x{}</style></body></html>';
    expect(withStyleNonce(html, 'abc')).toBe(
      '<html><head><style nonce="abc">.boot{}</style><meta property="csp-nonce" nonce="abc"></head><body><style nonce="abc">.x{}</style></body></html>',
    );
  });

  it('should be 128 random bits, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
