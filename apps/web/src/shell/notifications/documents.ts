import { graphql } from '../../generated'
import type { NotificationsQuery } from '../../generated/graphql'

/** Only the bell's count, before the list has been opened (one row, the smallest page). */
export const notificationCountQuery = graphql(`
  query NotificationCount {
    getNotifications(filter: { read: false }, pagination: { page: 1, perPage: 1 }) {
      unreadCount
    }
  }
`)

/** The newest notifications for the bell's list, with the unread count. */
export const notificationsQuery = graphql(`
  query Notifications($pagination: Pagination) {
    getNotifications(pagination: $pagination) {
      totalCount
      unreadCount
      data {
        ID
        navigate
        channel
        content {
          title
          body
        }
        read
        createdAt
      }
    }
  }
`)

export const markNotificationsMutation = graphql(`
  mutation MarkNotifications($notificationIds: [Int!]!, $read: Boolean!) {
    markNotifications(notificationIds: $notificationIds, read: $read)
  }
`)

export type NotificationItem = NotificationsQuery['getNotifications']['data'][number]
