import { describe, expect, it } from 'vitest';
import { cardMessages, chargeTestCard } from '../../src/payments/sandbox-card';
import { checkoutPage, escapeHtml, notFoundPage, paidPage } from '../../src/payments/sandbox-checkout-page';
import { sandboxCheckoutScript, sandboxScriptPath } from '../../src/payments/sandbox-checkout-script';
import { sandboxSignatureProblem, signSandboxPayload } from '../../src/payments/sandbox-signature';

describe('sandbox signatures', () => {
  const body = '{"id":"evt_1"}';
  const now = 1_800_000_000;

  it.each([
    ['signed now', now, null],
    ['signed 5 minutes ago', now - 300, null],
    ['signed 5 minutes and 1 second ago', now - 301, 'Sandbox-Signature timestamp is outside the 5 minute tolerance'],
    ['signed 6 minutes ahead', now + 360, 'Sandbox-Signature timestamp is outside the 5 minute tolerance'],
  ])('should judge an event %s', (_case, timestamp, problem) => {
    const header = signSandboxPayload('secret', body, timestamp);
    expect(sandboxSignatureProblem('secret', Buffer.from(body), header, now)).toBe(problem);
  });

  it('should refuse another secret, another body and a missing header', () => {
    const header = signSandboxPayload('secret', body, now);
    expect(sandboxSignatureProblem('other', Buffer.from(body), header, now)).toBe('Sandbox-Signature does not match the payload');
    expect(sandboxSignatureProblem('secret', Buffer.from(`${body} `), header, now)).toBe(
      'Sandbox-Signature does not match the payload',
    );
    expect(sandboxSignatureProblem('secret', Buffer.from(body), undefined, now)).toBe('Missing Sandbox-Signature header');
  });
});

describe('sandbox test cards', () => {
  const now = new Date('2026-11-15T12:00:00Z');
  const card = (cardNumber: string, expiry = '12/30', cvc = '123') => chargeTestCard({ cardNumber, expiry, cvc }, now);

  it.each([
    ['4242 4242 4242 4242', '11/26', '123', { paid: true }],
    ['4242-4242-4242-4242', '12/30', '1234', { paid: true }],
    ['4000 0000 0000 0002', '12/30', '123', { paid: false, declined: true, message: cardMessages.declined }],
    ['5555 5555 5555 4444', '12/30', '123', { paid: false, declined: false, message: cardMessages.useTestCard }],
    ['4242424242424242', '10/26', '123', { paid: false, declined: false, message: cardMessages.expired }],
    ['4242424242424242', '1226', '123', { paid: false, declined: false, message: cardMessages.badExpiry }],
    ['4242424242424242', '12/30', '12a', { paid: false, declined: false, message: cardMessages.badCvc }],
  ])('should answer card %s expiring %s with CVC %s', (number, expiry, cvc, outcome) => {
    expect(card(number, expiry, cvc)).toEqual(outcome);
  });

  it('should read a missing form as no test card', () => {
    expect(chargeTestCard({}, now)).toMatchObject({ paid: false, message: cardMessages.useTestCard });
  });
});

describe('sandbox checkout page', () => {
  it('should escape everything it shows', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const page = checkoutPage({
      amountCents: 1250,
      customerEmail: 'o<b>@example.com',
      action: '/api/payments/sandbox/checkout/1',
      cardNumber: '"><script>alert(1)</script>',
      message: 'Your card was declined.',
    });
    expect(page).not.toContain('<script>');
    expect(page).toContain('o&lt;b&gt;@example.com');
    expect(page).toContain('$12.50');
    expect(page).toContain('<p class="error" role="alert">Your card was declined.</p>');
  });

  it('should title every page with one main heading', () => {
    const pages = [checkoutPage({ amountCents: 100, customerEmail: 'a@example.com', action: '/x' }), paidPage(), notFoundPage()];
    for (const page of pages) expect(page.match(/<h1[ >]/g)).toHaveLength(1);
  });

  // Its policy (script-src 'self' only) is checked on the route: test/routes/security-headers.test.ts.
  it('should load its one script from this origin, none inline', () => {
    const page = checkoutPage({ amountCents: 100, customerEmail: 'a@example.com', action: '/x' });
    expect(page).toContain(`<script src="${sandboxScriptPath}" defer></script>`);
    expect(page.match(/<script/g)).toHaveLength(1);
  });
});

describe('sandbox expiry formatting', () => {
  /** Runs the page's script on a stand-in field and types into it as a browser would. */
  function expiryField() {
    const listeners: ((event: { inputType: string }) => void)[] = [];
    const input = { value: '', addEventListener: (_type: string, fn: (event: { inputType: string }) => void) => listeners.push(fn) };
    new Function('document', sandboxCheckoutScript)({ getElementById: () => input });
    return (value: string, inputType = 'insertText') => {
      input.value = value;
      for (const fn of listeners) fn({ inputType });
      return input.value;
    };
  }

  it.each([
    ['1', '1'],
    ['12', '12 / '],
    ['12 / 3', '12 / 3'],
    ['12 / 345', '12 / 34'],
    ['1234', '12 / 34'],
    ['12/34', '12 / 34'],
    ['4', '04 / '],
    ['ab', ''],
  ])('should show %j typed as %j', (typed, shown) => {
    expect(expiryField()(typed)).toBe(shown);
  });

  it('should let backspace remove the slash', () => {
    expect(expiryField()('12 /', 'deleteContentBackward')).toBe('12');
  });
});
