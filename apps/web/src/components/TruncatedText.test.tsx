import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TruncatedText } from './TruncatedText'

const LONG = 'Little Steps Preschool @ Tampines Central'

describe('TruncatedText', () => {
  it('shows the cut name to the eye and gives screen readers the whole name', () => {
    render(
      <label htmlFor="c" title={LONG}>
        <TruncatedText text={LONG} max={17} />
        <input id="c" type="checkbox" />
      </label>,
    )
    expect(screen.getByRole('checkbox', { name: LONG })).toBeTruthy()
    const cut = document.querySelector('[data-truncated]')!
    expect(cut.textContent).toBe('Little Steps Pre…')
    expect(cut.getAttribute('aria-hidden')).toBe('true')
  })

  it('leaves a short name as it is', () => {
    const { container } = render(<TruncatedText text="Tampines" max={17} />)
    expect(container.textContent).toBe('Tampines')
    expect(container.querySelector('[data-truncated]')).toBeNull()
  })
})
