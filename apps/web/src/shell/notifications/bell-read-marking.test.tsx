import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { mockGraphQL } from '../../test/graphql-mock'
import { testQueryClient } from '../test/render-app'
import type { NotificationItem } from './documents'
import { NotificationBell } from './NotificationBell'

const notification = (ID: number, read: boolean, navigate: string | null = null): NotificationItem => ({
  ID,
  navigate,
  channel: 'web',
  content: { title: `Title ${ID}`, body: `Body ${ID}` },
  read,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
})

function network(items: NotificationItem[]) {
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

function renderBell() {
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
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms)

const bell = () => screen.getByTestId('notification-bell')

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('NotificationBell read-marking', () => {
  it('marks the unread items read 1.7 s after opening even when the bell is closed sooner', async () => {
    const api = network([notification(1, false), notification(2, false), notification(3, true)])
    renderBell()
    await wait(50)
    fireEvent.click(bell())
    await wait(1000)
    fireEvent.keyDown(screen.getByTestId('notification-list'), { key: 'Escape' })
    await wait(500)
    expect(api.called('MarkNotifications')).toHaveLength(0)
    await wait(300)
    const marks = api.called('MarkNotifications')
    expect(marks).toHaveLength(1)
    expect(marks[0].variables).toEqual({ notificationIds: [1, 2], read: true })
  })

  it('marks the same items once when the bell is opened again before the mark is sent', async () => {
    const api = network([notification(1, false)])
    renderBell()
    await wait(50)
    fireEvent.click(bell())
    await wait(500)
    fireEvent.keyDown(screen.getByTestId('notification-list'), { key: 'Escape' })
    await wait(100)
    fireEvent.click(bell())
    await wait(5000)
    expect(api.called('MarkNotifications')).toHaveLength(1)
  })
})
