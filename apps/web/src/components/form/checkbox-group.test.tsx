import { zodResolver } from '@hookform/resolvers/zod'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { renderWithProviders } from '../../test/render'
import { FormCheckboxGroup } from './index'

const schema = z.object({ days: z.array(z.number()).min(1, 'Choose at least one day') })
type Values = z.infer<typeof schema>
let sent: Values[] = []

function DaysForm({ days, disabled }: { days: number[]; disabled?: boolean }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { days }, disabled })
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => void sent.push(values))}>
      <FormCheckboxGroup
        control={form.control}
        name="days"
        label="On days"
        testId="days"
        row
        options={[
          { value: 1, label: 'Mon', name: 'Monday' },
          { value: 2, label: 'Tue', name: 'Tuesday' },
        ]}
      />
      <button type="submit">Save</button>
    </form>
  )
}

afterEach(() => {
  cleanup()
  sent = []
})

describe('the checkbox group of the form kit', () => {
  it('holds the values of the ticked boxes, each box named in full, and shows the rule under the group', async () => {
    const { user } = renderWithProviders(<DaysForm days={[1]} />)
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toHaveProperty('checked', true)
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one day')
    await user.click(screen.getByTestId('days-2'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toEqual([{ days: [2] }]))
  })

  it('is read-only in a disabled form', () => {
    renderWithProviders(<DaysForm days={[2]} disabled />)
    expect(screen.getByRole('checkbox', { name: 'Tuesday' })).toHaveProperty('disabled', true)
  })
})
