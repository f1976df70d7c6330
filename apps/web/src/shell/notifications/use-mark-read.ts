import { NOTIFICATION_MARK_READ_DELAY_MS } from '@preschool/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { NotificationsQuery } from '../../generated/graphql'
import { operationName, useGqlMutation } from '../../lib/graphql-hooks'
import { markNotificationsMutation, type NotificationItem, notificationsQuery } from './documents'
import { notificationListVariables, notificationQueryNames } from './use-notifications'

/**
 * The spec: opening the bell marks its unread items read after 1.7 s, so they are seen as new first. Closing
 * the bell sooner marks nothing. Items arriving while it is open are marked 1.7 s after they appear.
 */
export function useMarkReadWhileOpen(open: boolean, items: readonly NotificationItem[] | undefined) {
  const queryClient = useQueryClient()
  const mark = useGqlMutation(markNotificationsMutation, {
    onSuccess: (_done, { notificationIds }) => {
      const marked = new Set([notificationIds].flat())
      queryClient.setQueryData<NotificationsQuery>(
        [operationName(notificationsQuery), notificationListVariables],
        (current) =>
          current && {
            getNotifications: {
              ...current.getNotifications,
              unreadCount: Math.max(0, current.getNotifications.unreadCount - marked.size),
              data: current.getNotifications.data.map((n) => (marked.has(n.ID) ? { ...n, read: true } : n)),
            },
          },
      )
      for (const name of notificationQueryNames) void queryClient.invalidateQueries({ queryKey: [name] })
    },
  })
  const { mutate } = mark

  const unreadIds = (items ?? []).filter((item) => !item.read).map((item) => item.ID)
  const unreadKey = unreadIds.join(',')

  // Keyed by the unread ids (not the list object), so a refresh with the same unread items keeps the timer.
  useEffect(() => {
    if (!open || !unreadKey) return
    const notificationIds = unreadKey.split(',').map(Number)
    const timer = setTimeout(() => mutate({ notificationIds, read: true }), NOTIFICATION_MARK_READ_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open, unreadKey, mutate])
}
