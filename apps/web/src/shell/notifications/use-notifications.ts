import { NOTIFICATION_POLL_MS } from '@preschool/domain'
import { operationName, useGqlQuery } from '../../lib/graphql-hooks'
import { notificationCountQuery, notificationsQuery } from './documents'

/** How many of the newest notifications the bell lists. */
export const NOTIFICATION_LIST_SIZE = 30

export const notificationListVariables = { pagination: { page: 1, perPage: NOTIFICATION_LIST_SIZE } }

/**
 * The bell's data. Until the bell is first opened only the unread count is fetched; from then on the list loads
 * and refreshes every 60 s (the spec), and its unread count replaces the separate one.
 */
export function useNotifications(listRequested: boolean) {
  const list = useGqlQuery(notificationsQuery, notificationListVariables, {
    enabled: listRequested,
    refetchInterval: NOTIFICATION_POLL_MS,
  })
  const count = useGqlQuery(
    notificationCountQuery,
    {},
    { enabled: !listRequested, refetchInterval: NOTIFICATION_POLL_MS },
  )
  const unreadCount = list.data?.getNotifications.unreadCount ?? count.data?.getNotifications.unreadCount ?? 0
  return { list, unreadCount }
}

export const notificationQueryNames = [
  operationName(notificationsQuery),
  operationName(notificationCountQuery),
]
