import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { safeReturnPath } from '@commons/shared/domain';
import * as v from 'valibot';
import { localUrl } from '../../lib/local-url';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { chargeTestCard, type CardForm } from '../../payments/sandbox-card';
import { checkoutPage, notFoundPage, paidPage } from '../../payments/sandbox-checkout-page';
import { sandboxCheckoutScript } from '../../payments/sandbox-checkout-script';
import { successPagePath } from '../../payments/provider';
import { sandboxCheckoutPath, type SandboxProvider, type SignedDelivery } from '../../payments/sandbox';
import type { PaymentSession } from '../../db/schema';

interface Options {
  provider: SandboxProvider;
}

type Params = { Params: { sessionId: string }; Querystring: { returnTo?: unknown } };

/**
 * The way back the session was made with (`?returnTo=`), when it is a path of this site; any
 * other value is dropped, so the page can never send the browser elsewhere.
 */
const returnToOf = (request: FastifyRequest<Params>): string | undefined =>
  safeReturnPath(request.query.returnTo) ?? undefined;

/**
 * The checkout page's own policy, through helmet like every reply (platform/src/security-headers.ts):
 * no external asset, so it allows its one script file from this origin (the expiry's
 * formatting, `/checkout.js`, no inline script), its one inline `<style>` and a form posting back
 * here. Its styles are inline by design (it works offline, unlike the site, with no nonce to
 * carry): 'unsafe-inline' for styles only.
 */
const sandboxPage = {
  helmet: {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'script-src': ["'self'"],
        'style-src': ["'unsafe-inline'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
      },
    },
  },
};

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/**
 * Sends the completion event to this server's webhook over HTTP, as a real provider would, so
 * the sandbox exercises the same verified path as Stripe. False when it was not accepted.
 */
async function deliver(app: FastifyInstance, delivery: SignedDelivery, log: FastifyBaseLogger): Promise<boolean> {
  try {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening on a port');
    const response = await fetch(`${localUrl(address)}/api/payments/webhook/sandbox`, {
      method: 'POST',
      headers: delivery.headers,
      body: delivery.body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) log.error({ status: response.status, body: await response.text() }, 'sandbox webhook refused');
    return response.ok;
  } catch (error) {
    log.error({ err: error }, 'sandbox webhook delivery failed');
    return false;
  }
}

/** The card form's fields, for the document: `chargeTestCard` reads and checks them. */
const cardForm = v.object({ cardNumber: v.string(), expiry: v.string(), cvc: v.string() });

const htmlPage = { type: 'text/html', description: 'The checkout page' };
const script = { type: 'text/javascript', description: 'The card page\'s script' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The sandbox provider's hosted checkout, `/api/payments/sandbox/checkout/:sessionId`: a card
 * form for the session's amount. Paying sends the signed completion event to the webhook and
 * then the browser to `/successful-payment` (with the session's `returnTo`, a site path); the
 * redirect itself credits nothing.
 */
const sandboxCheckoutRoutes: FastifyPluginAsync<Options> = async (app, { provider }) => {
  // The page's form posts url-encoded fields; only these routes read that format.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const find = async (sessionId: string): Promise<PaymentSession | undefined> =>
    v.is(v.pipe(v.string(), v.uuid()), sessionId) ? app.topUps.find(sessionId) : undefined;

  const page = (session: PaymentSession, returnTo: string | undefined, form: CardForm = {}, message?: string) =>
    checkoutPage({
      amountCents: session.amountCents,
      customerEmail: session.customerEmail,
      action: `${sandboxCheckoutPath(session.id)}${returnTo ? `?${new URLSearchParams({ returnTo }).toString()}` : ''}`,
      cardNumber: text(form.cardNumber),
      expiry: text(form.expiry),
      message,
    });

  // The page's one script (its CSP allows scripts from this origin only, none inline).
  app.get(
    '/checkout.js',
    { schema: docs({ summary: "The sandbox card page's script (formats the expiry as it is typed)", produces: script }) },
    async (_request, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sandboxCheckoutScript),
  );

  app.get<Params>(
    '/checkout/:sessionId',
    { ...sandboxPage, schema: docs({ summary: 'The sandbox card form of a top-up', produces: htmlPage }) },
    async (request, reply) => {
      const session = await find(request.params.sessionId);
      if (!session) return sendPage(reply, 404, notFoundPage());
      if (session.status === 'PAID') return sendPage(reply, 200, paidPage());
      return sendPage(reply, 200, page(session, returnToOf(request)));
    },
  );

  app.post<Params>(
    '/checkout/:sessionId',
    {
      ...sandboxPage,
      schema: docs({
        summary: 'Pay with a test card; redirects to the site',
        body: cardForm,
        consumes: ['application/x-www-form-urlencoded'],
        produces: htmlPage,
      }),
    },
    async (request, reply) => {
      const session = await find(request.params.sessionId);
      if (!session) return sendPage(reply, 404, notFoundPage());
      const returnTo = returnToOf(request);
      // Paid already (a second tab, a resubmitted form): nothing to charge, no second event.
      if (session.status === 'PAID') return reply.redirect(successPagePath(session.id, returnTo), 303);
      const form = (request.body ?? {}) as CardForm;
      const charge = chargeTestCard(form);
      if (!charge.paid) return sendPage(reply, charge.declined ? 402 : 400, page(session, returnTo, form, charge.message));
      if (!(await deliver(app, provider.completionEvent(session), request.log))) {
        return sendPage(reply, 502, page(session, returnTo, form, 'The payment could not be confirmed; please try again.'));
      }
      // The webhook stored the event and its job credits the wallet moments later: the success
      // page waits for that credit, for this provider as for any other.
      return reply.redirect(successPagePath(session.id, returnTo), 303);
    },
  );
};

export default sandboxCheckoutRoutes;
