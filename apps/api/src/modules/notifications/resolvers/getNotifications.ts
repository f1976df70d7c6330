import type { NotificationList, QueryGetNotificationsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { listOwnNotifications } from '../service'

export const getNotifications = guard(
  actions.notifications.own,
  async (args: QueryGetNotificationsArgs, { viewer }, ctx): Promise<NotificationList> => {
    const page = await listOwnNotifications(ctx.db, viewer, args.filter, args.pagination)
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
)
