import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { RouterLink } from './RouterLink'

afterEach(cleanup)

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <form>
            <input aria-label="Email" />
            <RouterLink to="/forgot">Forgot password?</RouterLink>
          </form>
        ),
      },
      { path: '/forgot', element: <p>forgot page</p> },
    ],
    { initialEntries: ['/login'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('RouterLink', () => {
  it('keeps the focus where it is on mouse down, so no blur validation moves the link under the pointer', () => {
    renderForm()
    const email = screen.getByLabelText('Email')
    email.focus()
    const link = screen.getByRole('link', { name: 'Forgot password?' })
    // fireEvent answers false when the default action (moving the focus) was prevented.
    expect(fireEvent.mouseDown(link)).toBe(false)
    expect(document.activeElement).toBe(email)
  })

  it('still navigates on click', () => {
    const router = renderForm()
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }))
    expect(router.state.location.pathname).toBe('/forgot')
  })
})
