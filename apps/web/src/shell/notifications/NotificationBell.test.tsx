import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { bell, network, notification, renderBell, wait } from './bell-test-support'

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('NotificationBell', () => {
  it('shows the unread count without loading the list', async () => {
    const api = network([notification(1, false), notification(2, true), notification(3, false)])
    renderBell()
    await wait(50)
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread')
    expect(bell().textContent).toContain('2')
    expect(api.called('Notifications')).toHaveLength(0)
  })

  it('loads the list when opened and marks the unread items read after 1.7 s', async () => {
    const api = network([notification(1, false), notification(2, true), notification(3, false)])
    renderBell()
    await wait(50)
    fireEvent.click(bell())
    await wait(50)
    expect(screen.getByText('Title 1')).toBeTruthy()
    expect(screen.getByText('Body 3')).toBeTruthy()
    expect(screen.getAllByText('5 minutes ago')).toHaveLength(3)
    expect(screen.getByTestId('notification-1').dataset.state).toBe('unread')

    await wait(1600)
    expect(api.called('MarkNotifications')).toHaveLength(0)

    await wait(100)
    expect(api.called('MarkNotifications').map((call) => call.variables)).toEqual([
      { notificationIds: [1, 3], read: true },
    ])
    await wait(50)
    expect(screen.getByTestId('notification-1').dataset.state).toBe('read')
    expect(bell().getAttribute('aria-label')).toBe('Notifications')
  })

  it('refreshes the list every 60 s once loaded', async () => {
    const api = network([notification(1, true)])
    renderBell()
    await wait(50)
    fireEvent.click(bell())
    await wait(50)
    expect(api.called('Notifications')).toHaveLength(1)
    fireEvent.keyDown(screen.getByTestId('notification-list'), { key: 'Escape' })
    await wait(60_000)
    expect(api.called('Notifications')).toHaveLength(2)
    await wait(60_000)
    expect(api.called('Notifications')).toHaveLength(3)
  })

  it('opens the page a notification points at', async () => {
    network([notification(1, true, '/settings/levelmanagement')])
    const router = renderBell()
    await wait(50)
    fireEvent.click(bell())
    await wait(50)
    fireEvent.click(screen.getByText('Title 1'))
    await wait(50)
    expect(router.state.location.pathname).toBe('/settings/levelmanagement')
  })

  it('says so when there are no notifications', async () => {
    network([])
    renderBell()
    await wait(50)
    fireEvent.click(bell())
    await wait(50)
    expect(screen.getByTestId('notifications-empty').textContent).toContain('You have no notifications')
  })
})
