import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { testQueryClient } from '../test/render-app'
import type { NotificationItem } from './documents'
import { NotificationBell } from './NotificationBell'

export const notification = (
  ID: number,
  read: boolean,
  navigate: string | null = null,
): NotificationItem => ({
  ID,
  navigate,
  channel: 'web',
  content: { title: `Title ${ID}`, body: `Body ${ID}` },
  read,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
})

export function network(items: NotificationItem[]) {
  let data = items
  const unread = () => data.filter((item) => !item.read).length
  return mockGraphQL({
    // The count query selects only unreadCount; one answer serves it and the list.
    getNotifications: () => ({
      data: { getNotifications: { totalCount: data.length, unreadCount: unread(), data } },
    }),
    markNotifications: (variables) => {
      const ids = variables.notificationIds as number[]
      data = data.map((item) => (ids.includes(item.ID) ? { ...item, read: true } : item))
      return { data: { markNotifications: true } }
    },
  })
}

export function renderBell() {
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell /> }], {
    initialEntries: ['/overview'],
  })
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

/** Lets fake time pass, running the timers and the promises they release. */
export const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

export const bell = () => screen.getByTestId('notification-bell')
