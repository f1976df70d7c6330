import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GqlError, NO_ANSWER } from '../../lib/request'
import { renderWithProviders } from '../../test/render'
import { LoadError, QueryStatus } from './QueryStatus'

afterEach(cleanup)

describe('the query status view', () => {
  it('shows the loading view while the query runs', () => {
    renderWithProviders(<QueryStatus query={{ isPending: true, error: null }} />)
    expect(screen.getByTestId('page-loading')).toBeTruthy()
  })

  it('shows the failure’s message with a retry that asks again', () => {
    const refetch = vi.fn()
    renderWithProviders(
      <QueryStatus query={{ isPending: false, error: { message: 'No access' }, refetch }} testId="load" />,
    )
    expect(screen.getByTestId('load').textContent).toContain('No access')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(refetch).toHaveBeenCalledTimes(1)
  })

  it('offers no retry for a refusal (a used signing link), only where no answer came or the server failed', () => {
    const refetch = vi.fn()
    const used = new GqlError([{ message: 'This signing link is invalid', code: 'BAD_USER_INPUT' }])
    renderWithProviders(<LoadError query={{ error: used, refetch }} testId="load" />)
    expect(screen.getByTestId('load').textContent).toBe('This signing link is invalid')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    for (const code of [NO_ANSWER, 'INTERNAL']) {
      cleanup()
      const failed = new GqlError([{ message: 'Something went wrong', code }])
      renderWithProviders(<LoadError query={{ error: failed, refetch }} testId="load" />)
      expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
    }
  })

  it('says the spec’s default message for a failure without one, and shows nothing without a failure', () => {
    renderWithProviders(<LoadError query={{ error: { message: '' } }} testId="load" />)
    expect(screen.getByTestId('load').textContent).toBe('Something went wrong')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    cleanup()
    renderWithProviders(<LoadError query={{ error: null }} testId="load" />)
    expect(screen.queryByTestId('load')).toBeNull()
  })
})
