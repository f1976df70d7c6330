import { act, render } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useBackClosesDialog } from './use-back-closes-dialog'

let setOpen: (open: boolean) => void = () => {}

function Dialog({ onClose }: { onClose: () => void }) {
  const [open, set] = useState(false)
  setOpen = set
  useBackClosesDialog(open, () => {
    onClose()
    set(false)
  })
  return <p>{open ? 'open' : 'closed'}</p>
}

const popBack = () => {
  window.history.back()
  // jsdom applies history.back asynchronously and fires popstate then.
  return new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
}

describe('useBackClosesDialog', () => {
  it('pushes an entry while open; the back button closes the dialog and stays on the page', async () => {
    const onClose = vi.fn()
    const { container } = render(<Dialog onClose={onClose} />)
    const before = window.history.length
    act(() => setOpen(true))
    expect(window.history.length).toBe(before + 1)
    await act(popBack)
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(container.textContent).toBe('closed')
  })

  it('takes its entry back off when the dialog closes another way', async () => {
    const onClose = vi.fn()
    render(<Dialog onClose={onClose} />)
    act(() => setOpen(true))
    expect((window.history.state as Record<string, unknown>).fullScreenDialog).toBe(true)
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }))
    act(() => setOpen(false))
    await act(() => popped)
    expect(onClose).not.toHaveBeenCalled()
    expect((window.history.state as Record<string, unknown> | null)?.fullScreenDialog).toBeUndefined()
  })
})
