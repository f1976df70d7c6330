import { cleanup, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { CHUNK_LOAD_TIMEOUT_MS } from './chunk-error'
import { ScreenFrame } from './ScreenFrame'

function renderFrame(screenElement: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: <ScreenFrame>{screenElement}</ScreenFrame> }])
  render(<RouterProvider router={router} />)
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('ScreenFrame', () => {
  it('shows a progress indicator, then a chunk error when a screen takes longer than 120 s', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Never = lazy(() => new Promise<{ default: () => null }>(() => undefined))
    renderFrame(<Never />)
    await vi.advanceTimersByTimeAsync(0)
    expect(screen.getByTestId('page-loading')).toBeTruthy()
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1000)
    expect(screen.queryByTestId('chunk-error')).toBeNull()
    await vi.advanceTimersByTimeAsync(1000)
    // React renders the failure on its own scheduler, outside the faked timers.
    vi.useRealTimers()
    expect(await screen.findByTestId('chunk-error')).toBeTruthy()
    expect(screen.getByTestId('error-reload').textContent).toBe('Reload the page')
  })

  it('shows the chunk error when a screen cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Broken = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    )
    renderFrame(<Broken />)
    expect(await screen.findByTestId('chunk-error')).toBeTruthy()
  })

  it("shows 'Something went wrong' with a reload button when a screen fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Failing = lazy(async () => ({
      default: () => {
        throw new Error('boom')
      },
    }))
    renderFrame(<Failing />)
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
    expect(screen.getByTestId('error-reload').textContent).toBe('Reload the page')
  })
})
