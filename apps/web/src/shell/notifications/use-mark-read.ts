import { NOTIFICATION_MARK_READ_DELAY_MS } from '@preschool/domain'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { NotificationsQuery } from '../../generated/graphql'
import { operationName, useGqlMutation } from '../../lib/graphql-hooks'
import { markNotificationsMutation, type NotificationItem, notificationsQuery } from './documents'
import { notificationListVariables, notificationQueryNames } from './use-notifications'

/**
 * The spec: opening the bell marks its unread items read after 1.7 s, so they are seen as new first. They were
 * seen, so closing the bell sooner still marks them when the 1.7 s are up. Items arriving while it is open are
 * marked 1.7 s after they appear. Only leaving the page (sign-out) drops a pending mark.
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

  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())
  const scheduled = useRef(new Set<number>())

  // Keyed by the unread ids (not the list object), so a refresh with the same unread items schedules nothing new.
  useEffect(() => {
    if (!open || !unreadKey) return
    const notificationIds = unreadKey
      .split(',')
      .map(Number)
      .filter((id) => !scheduled.current.has(id))
    if (!notificationIds.length) return
    for (const id of notificationIds) scheduled.current.add(id)
    const timer = setTimeout(() => {
      timers.current.delete(timer)
      mutate({ notificationIds, read: true })
    }, NOTIFICATION_MARK_READ_DELAY_MS)
    timers.current.add(timer)
    // No cleanup: closing the bell must not cancel the mark.
  }, [open, unreadKey, mutate])

  useEffect(() => {
    const pending = timers.current
    const marked = scheduled.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
      marked.clear()
    }
  }, [])
}
