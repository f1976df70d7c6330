import { actorOf } from '../../../platform/authz/actor'
import type { NotificationList, QueryGetNotificationsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard, preloadWithViewer } from '../../../platform/authz/guard'
import { listOwnNotifications, preloadOwnNotifications } from '../service'

/** On every signed-in page (the bell): the page and counts are read in the viewer's statement. */
export const getNotifications = preloadWithViewer(
  (args: QueryGetNotificationsArgs, ctx) => preloadOwnNotifications(ctx, args.filter, args.pagination),
  guard(
    actions.notifications.own,
    async (args: QueryGetNotificationsArgs, { viewer }, ctx): Promise<NotificationList> => {
      const preloaded = preloadOwnNotifications(ctx, args.filter, args.pagination)
      const page = await listOwnNotifications(
        ctx.db,
        actorOf(viewer),
        args.filter,
        args.pagination,
        preloaded,
      )
      return {
        totalCount: page.totalCount,
        unreadCount: page.unreadCount,
        data: page.rows.map((row) => ({
          ID: row.id,
          navigate: row.navigate,
          channel: row.channel,
          content: { title: row.title, body: row.body },
          read: row.read,
          createdAt: row.createdAt.toISOString(),
        })),
      }
    },
  ),
)
