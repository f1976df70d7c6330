import { describe, expect, it, vi } from 'vitest'
import { focusFirstError } from './focus-first-error'

describe('focusFirstError', () => {
  it('scrolls to and focuses the first field marked invalid, in the order of the page', () => {
    document.body.innerHTML = `<form>
      <input id="ok" />
      <input id="first" aria-invalid="true" />
      <input id="second" aria-invalid="true" />
    </form>`
    const first = document.getElementById('first')!
    first.scrollIntoView = vi.fn()
    focusFirstError(document.querySelector('form'))
    expect(first.scrollIntoView).toHaveBeenCalledWith({ block: 'center' })
    expect(document.activeElement).toBe(first)
  })

  it('does nothing when no field is in error', () => {
    document.body.innerHTML = '<form><input id="ok" /></form>'
    focusFirstError(document.querySelector('form'))
    expect(document.activeElement).toBe(document.body)
  })
})
