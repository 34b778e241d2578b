// The admin console's API (issue 13 §4; spec §1 "Admin functions: not shown", §6 "Admin roles: not shown" — this is
// K3's design, docs/admin.md). Every route below /api/admin checks on the server that the caller is signed in and an
// admin: 403 `forbidden` otherwise. The check runs on request, before the body is read or validated, so a caller who
// is not an admin learns nothing about an admin route beyond its 403.
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import aiUsage from './ai-usage';
import audit from './audit';
import jobs from './jobs';
import newsFeeds from './news-feeds';
import polls from './polls';
import questSubmissions from './quest-submissions';
import quests from './quests';
import reports from './reports';
import sources from './sources';
import users from './users';

const admin: FastifyPluginCallbackZod = (app, _options, done) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  void app.register(quests, { prefix: '/quests' });
  void app.register(questSubmissions, { prefix: '/quest-submissions' });
  void app.register(polls, { prefix: '/polls' });
  void app.register(users, { prefix: '/users' });
  void app.register(newsFeeds, { prefix: '/news-feeds' });
  void app.register(reports, { prefix: '/reports' });
  void app.register(audit, { prefix: '/audit' });
  void app.register(jobs, { prefix: '/jobs' });
  void app.register(sources, { prefix: '/sources' });
  void app.register(aiUsage, { prefix: '/ai-usage' });
  done();
};
export default admin;
