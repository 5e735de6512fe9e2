import type { FastifyPluginAsync } from 'fastify';
import { notices } from '@commons/shared/contract';
import { route } from '@commons/server-kernel/lib/endpoint-route';

/** The site's page that stops the kind and says which, with a way to turn it back on. */
const landingPath = '/unsubscribe';

/**
 * A notice's unsubscribe link, public (the signed token names the account and the kind). A mail
 * client's one-click POST stops the kind at once (RFC 8058). A person's GET of a link this server
 * signed is only sent on to the landing page, which stops it with a POST and says so: a link
 * scanner that fetches every link of a mail must not unsubscribe anyone.
 */
export const unsubscribeRoutes: FastifyPluginAsync = async (app) => {
  // RFC 8058's POST is a form (`List-Unsubscribe=One-Click`); its content says nothing the URL
  // does not, so it is read and dropped. Registered here, it applies to these routes alone.
  app.addContentTypeParser([...notices.unsubscribe.consumes], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, {}),
  );

  route(app, notices.unsubscribeLink, async (request, reply) => {
    const { token } = request.input.query;
    // A link this server did not sign is refused here, before the page is opened for it.
    await app.noticePreferences.checkLink(token);
    return reply.redirect(`${landingPath}?token=${encodeURIComponent(token)}`, 303);
  });

  route(app, notices.unsubscribe, async (request) => app.noticePreferences.unsubscribe(request.input.query.token));

  route(app, notices.resubscribe, async (request) => app.noticePreferences.resubscribe(request.input.query.token));
};
