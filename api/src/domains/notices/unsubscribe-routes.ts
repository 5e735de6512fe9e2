import type { FastifyPluginAsync } from 'fastify';
import { UnsubscribeQuerySchema, UnsubscribeResultSchema } from '@commons/shared/schemas';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { parseQuery } from '@commons/server-kernel/lib/parse-query';

/** The site's page that stops the kind and says which, with a way to turn it back on. */
const landingPath = '/unsubscribe';

/** RFC 8058's POST is a form (`List-Unsubscribe=One-Click`); its content says nothing the URL does not. */
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * `/mail`: a notice's unsubscribe link, public (the signed token names the account and the
 * kind). A mail client's one-click POST stops the kind at once (RFC 8058). A person's GET of a
 * link this server signed is only sent on to the landing page, which stops it with a POST and says so: a link scanner
 * that fetches every link of a mail must not unsubscribe anyone.
 */
export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(formTypes, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, {}));

  app.get(
    '/unsubscribe',
    {
      schema: docs({
        summary: "A notice's unsubscribe link: opens the page that stops the kind",
        query: UnsubscribeQuerySchema,
        produces: { type: 'text/plain', description: '303 to the landing page /unsubscribe?token=...' },
      }),
    },
    async (request, reply) => {
      const { token } = parseQuery(UnsubscribeQuerySchema, request.query);
      // A link this server did not sign is refused here, before the page is opened for it.
      await app.noticePreferences.checkLink(token);
      return reply.redirect(`${landingPath}?token=${encodeURIComponent(token)}`, 303);
    },
  );

  app.post(
    '/unsubscribe',
    { schema: docs({ summary: 'Stop the kind of notice the link names (RFC 8058 one-click)', query: UnsubscribeQuerySchema, reply: UnsubscribeResultSchema, consumes: formTypes }) },
    async (request) => app.noticePreferences.unsubscribe(parseQuery(UnsubscribeQuerySchema, request.query).token),
  );

  app.post(
    '/resubscribe',
    { schema: docs({ summary: 'Turn the kind of notice the link names back on', query: UnsubscribeQuerySchema, reply: UnsubscribeResultSchema }) },
    async (request) => app.noticePreferences.resubscribe(parseQuery(UnsubscribeQuerySchema, request.query).token),
  );
};
