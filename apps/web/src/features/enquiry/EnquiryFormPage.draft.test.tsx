import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeStore } from '../../lib/store'
import { renderApp } from '../../shell/test/render-app'
import { enquiryRoutes as routes } from './routes'
import { enquiryFormNetwork as network } from './test-network'

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement

describe('the enquiry form over a reload', () => {
  beforeEach(() => writeStore({ fkSchool: 2 }))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('brings back what the parent typed, in this tab only', async () => {
    network()
    renderApp('/enquiry', routes)
    const user = userEvent.setup()
    await screen.findByTestId('enquiry-form')
    await user.type(input('parent-first-name'), 'Mei')
    await user.type(input('parent-email'), 'mei.lim@example.com')
    await user.type(input('child-first-name'), 'Kai')
    cleanup()

    network()
    renderApp('/enquiry', routes)
    await screen.findByTestId('enquiry-form')
    await waitFor(() => expect(input('parent-first-name').value).toBe('Mei'))
    expect(input('parent-email').value).toBe('mei.lim@example.com')
    expect(input('child-first-name').value).toBe('Kai')
    expect(sessionStorage.length).toBe(1)
    expect(localStorage.getItem(sessionStorage.key(0) ?? '')).toBeNull()
  })
})
