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
