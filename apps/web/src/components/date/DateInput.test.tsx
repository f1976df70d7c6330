import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import '../../i18n'
import { DateInput } from './DateInput'

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return <DateInput label="Date of birth" value={value} onChange={setValue} testId="dob" />
}

describe('DateInput', () => {
  afterEach(cleanup)

  it('shows what is typed as DD/MM/YYYY', () => {
    render(<Harness />)
    const input = screen.getByTestId('dob') as HTMLInputElement
    fireEvent.change(input, { target: { value: '15012024' } })
    expect(input.value).toBe('15/01/2024')
  })

  it('shows a stored date as DD/MM/YYYY', () => {
    render(<Harness initial="2026-11-27" />)
    expect((screen.getByTestId('dob') as HTMLInputElement).value).toBe('27/11/2026')
  })

  it('offers a calendar button named after the field', () => {
    render(<Harness initial="2024-01-15" />)
    const button = screen.getByRole('button', { name: 'Choose Date of birth from a calendar' })
    expect(button.hasAttribute('disabled')).toBe(false)
  })
})
