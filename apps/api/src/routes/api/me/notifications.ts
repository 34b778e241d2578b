// The signed-in user's notifications (issue 30 §4; docs/xray-watch.md "In the app"): the changes the X-Ray watch found
// on tokens the user holds, newest first, with the unread count, and marking them read. Registered inside
// routes/api/me, behind `app.authenticate`; only the user's own notifications are ever read or changed.
import {
  ErrorBodySchema,
  type Notification,
  NotificationListResponseSchema,
  NotificationsQuerySchema,
  NotificationsReadResponseSchema,
  NotificationsReadSchema,
} from '@k3/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authOf } from '../../../plugins/app/auth';
import { markRead, type NotificationRow, notificationsOf, unreadCount } from '../../../repositories/watch';
import { cleanText, parseTokenId, shortAddress } from '../../../services/xray/tokens';

const TAGS = ['notifications'];
const security = [{ bearerAuth: [] }];

function toNotification(row: NotificationRow): Notification {
  const detail = row.detail as Pick<Notification, 'because' | 'evidence'>;
  const token = parseTokenId(row.assetId);
  const fallback = token ? shortAddress(token.address) : row.assetId;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    // A token outside the catalogue names itself: its text is cleaned and cut short as its audit's is.
    asset: {
      id: row.assetId,
      symbol: (token ? cleanText(row.symbol, 24) : row.symbol) ?? fallback,
      name: (token ? cleanText(row.name, 64) : row.name) ?? fallback,
    },
    change: {
      code: row.code as Notification['change']['code'],
      severity: row.severity as Notification['change']['severity'],
      chain: row.chain,
      before: row.before,
      after: row.after,
    },
    because: detail.because,
    evidence: detail.evidence ?? [],
  };
}

const notificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags: TAGS,
        summary: 'Changes that matter on tokens the user holds (the X-Ray watch), newest first, with the unread count',
        security,
        querystring: NotificationsQuerySchema,
        response: { 200: NotificationListResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const [rows, unread] = await Promise.all([
        notificationsOf(app.db, userId, request.query.limit),
        unreadCount(app.db, userId),
      ]);
      void reply.header('cache-control', 'private, no-store');
      return { code: 200, data: { items: rows.map(toNotification), unread } } as const;
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: TAGS,
        summary: 'Mark notifications read: the given ids, or all of them',
        security,
        body: NotificationsReadSchema,
        response: { 200: NotificationsReadResponseSchema, 400: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await markRead(app.db, userId, request.body?.ids, app.clock());
      return { code: 200, data: { unread: await unreadCount(app.db, userId) } } as const;
    },
  );
  done();
};
export default notificationRoutes;
