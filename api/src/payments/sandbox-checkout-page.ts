import { centsToUsd, formatUsd } from '@commons/shared/domain';
import { sandboxScriptPath } from './sandbox-checkout-script';

/** Everything put into the page goes through here: nothing the request carried is ever markup. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
  font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2d27;background:#eef4f1}
main{width:100%;max-width:420px;background:#fff;border-radius:14px;overflow:hidden;
  box-shadow:0 10px 30px rgba(20,60,45,.12)}
header{padding:20px 28px;background:#1e6b4f;color:#fff;
  display:flex;justify-content:space-between;align-items:center}
header strong{font-size:17px}
.badge{font-size:12px;font-weight:700;letter-spacing:.06em;background:#f6c945;color:#3b2f00;
  border-radius:999px;padding:2px 10px}
section{padding:24px 28px 28px}
h1{margin:0;font:inherit}
.label{margin:0;color:#5b6d66;font-size:14px}
.amount{margin:2px 0 4px;font-size:36px;font-weight:700}
.amount small{font-size:16px;font-weight:600;color:#5b6d66}
.email{margin:0 0 20px;color:#5b6d66;font-size:14px;word-break:break-all}
label{display:block;font-size:14px;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:11px 12px;font:inherit;border:1px solid #c4d2cc;border-radius:8px}
input::placeholder{color:#8a968f;font-style:italic;opacity:1}
input:focus{outline:2px solid #1e6b4f;outline-offset:1px;border-color:#1e6b4f}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;margin-top:22px;padding:13px;font:inherit;font-weight:700;color:#fff;
  background:#1e6b4f;border:0;border-radius:8px;cursor:pointer}
button:hover{background:#17563f}
.error{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:#fdecec;color:#a12222;font-size:14px}
.hint{margin:18px 0 0;font-size:13px;color:#5b6d66}
a{color:#1e6b4f}
`;

/** The page's shell; `body` begins with the page's one `h1`. */
function layout(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<header><strong>Carbon Commons</strong><span class="badge">SANDBOX</span></header>
<section>
${body}
</section>
</main>
${script}</body>
</html>
`;
}

export interface CheckoutPageData {
  amountCents: number;
  customerEmail: string;
  /** Where the form posts: the page's own path. */
  action: string;
  /** What the payer typed, shown again after a refusal (never the CVC). */
  cardNumber?: string;
  expiry?: string;
  message?: string;
}

/** The sandbox's hosted checkout: the amount, a card form and, after a refusal, why. */
export function checkoutPage(data: CheckoutPageData): string {
  const amount = formatUsd(centsToUsd(data.amountCents));
  const error = data.message ? `<p class="error" role="alert">${escapeHtml(data.message)}</p>` : '';
  return layout(
    `Pay ${amount} - Carbon Commons sandbox`,
    `<h1 class="label">Wallet top-up</h1>
<p class="amount">${escapeHtml(amount)} <small>USD</small></p>
<p class="email">${escapeHtml(data.customerEmail)}</p>
${error}<form method="post" action="${escapeHtml(data.action)}" novalidate>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number"
  placeholder="1234 1234 1234 1234" value="${escapeHtml(data.cardNumber ?? '')}" required>
<div class="row">
<div><label for="expiry">Expiry</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"
  value="${escapeHtml(data.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="3 digits" required></div>
</div>
<button type="submit">Pay ${escapeHtml(amount)}</button>
</form>
<p class="hint">Test mode: no real card is charged. 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined;
any future expiry and any 3 digit CVC.</p>
<p class="hint"><a href="/wallet">Cancel and return to the wallet</a></p>`,
    `<script src="${sandboxScriptPath}" defer></script>\n`,
  );
}

/** A session that is already paid: nothing more to pay. */
export const paidPage = (): string =>
  layout(
    'Already paid - Carbon Commons sandbox',
    `<h1 class="amount">Already paid</h1>
<p>This top-up has been paid; your wallet is credited once, whatever happens to this page.</p>
<p class="hint"><a href="/wallet">Go to your wallet</a></p>`,
  );

/** An unknown or malformed session id. */
export const notFoundPage = (): string =>
  layout(
    'Checkout not found - Carbon Commons sandbox',
    `<h1 class="amount">Checkout not found</h1>
<p>This payment link is unknown. Start a new top-up from your wallet.</p>
<p class="hint"><a href="/wallet">Go to your wallet</a></p>`,
  );
