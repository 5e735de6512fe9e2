/** Where the checkout page's one script is served (beside the page: `script-src 'self'`). */
export const sandboxScriptPath = '/api/payments/sandbox/checkout.js';

/**
 * Formats the expiry as it is typed: digits only, `MM / YY` with the slash put in after the
 * month (a lone 2-9 is month 0x), and left out again while deleting so backspace is not stuck
 * on it. The server reads the same field with or without spaces (sandbox-card.ts); without
 * script the field still takes `MM/YY` as typed. A file, not inline: the page's CSP allows no
 * inline script.
 */
export const sandboxCheckoutScript = `'use strict';
(function () {
  var input = document.getElementById('expiry');
  if (!input) return;
  input.addEventListener('input', function (event) {
    var digits = input.value.replace(/\\D/g, '').slice(0, 4);
    if (/^[2-9]$/.test(digits)) digits = '0' + digits;
    var deleting = typeof event.inputType === 'string' && event.inputType.indexOf('delete') === 0;
    var slash = digits.length > 2 || (digits.length === 2 && !deleting);
    input.value = slash ? digits.slice(0, 2) + ' / ' + digits.slice(2) : digits;
  });
})();
`;
