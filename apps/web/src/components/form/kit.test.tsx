import { zodResolver } from '@hookform/resolvers/zod'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { GqlError } from '../../lib/request'
import { renderWithProviders } from '../../test/render'
import { storableValues } from './hooks/use-form-draft'
import {
  FormErrorAlert,
  FormMoneyField,
  FormNumberField,
  FormTextField,
  FormTimeField,
  LeaveGuard,
  useFormDraft,
  useServerForm,
} from './index'

const schema = z.object({
  name: z.string().min(1, '*Required'),
  fee: z.number().nullable(),
  seats: z.number().nullable(),
  from: z.string(),
  password: z.string(),
})
type Values = z.infer<typeof schema>
const empty: Values = { name: '', fee: null, seats: null, from: '', password: '' }

let sent: Values[] = []

function KitForm({ refuse, draftKey }: { refuse?: GqlError; draftKey?: string }) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty })
  const draft = useFormDraft(draftKey ?? 'unused', form)
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: async (values) => {
      if (refuse) throw refuse
      sent.push(values)
    },
    onSuccess: draft.clear,
  })
  return (
    <form onSubmit={submit} noValidate>
      <FormErrorAlert message={formError} testId="form-error" />
      <FormTextField control={form.control} name="name" label="Name" testId="name" />
      <FormMoneyField control={form.control} name="fee" label="Fee" testId="fee" />
      <FormNumberField control={form.control} name="seats" label="Seats" testId="seats" />
      <FormTimeField control={form.control} name="from" label="From" testId="from" />
      <FormTextField
        control={form.control}
        name="password"
        label="Password"
        testId="password"
        type="password"
      />
      <LeaveGuard form={form} />
      <button type="submit" disabled={submitting}>
        Save
      </button>
      <Link to="/elsewhere">Leave</Link>
    </form>
  )
}

afterEach(() => {
  cleanup()
  sent = []
  sessionStorage.clear()
})

describe('the form kit', () => {
  it('keeps money in cents as typed in dollars, numbers as numbers and times as 24-hour HH:mm', async () => {
    const { user } = renderWithProviders(<KitForm />)
    await user.type(screen.getByTestId('name'), 'Ann')
    await user.type(screen.getByTestId('fee'), '1,250.5')
    await user.type(screen.getByTestId('seats'), '12')
    await user.type(screen.getByTestId('from'), '0930')
    expect(screen.getByTestId('fee')).toHaveProperty('value', '1,250.5')
    expect(screen.getByTestId('from')).toHaveProperty('value', '09:30')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ name: 'Ann', fee: 125050, seats: 12, from: '09:30' })
  })

  it("puts the server's field message under the field it names, and a fieldless one above the form", async () => {
    const named = new GqlError([{ message: 'Name taken', fields: { 'input.name': 'Name taken' } }])
    const first = renderWithProviders(<KitForm refuse={named} />)
    await first.user.type(screen.getByTestId('name'), 'Ann')
    await first.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name taken')).toBeTruthy()
    expect(screen.queryByTestId('form-error')).toBeNull()
    cleanup()

    const second = renderWithProviders(<KitForm refuse={new GqlError([{ message: 'unauthorized' }])} />)
    await second.user.type(screen.getByTestId('name'), 'Ann')
    await second.user.click(screen.getByRole('button', { name: 'Save' }))
    expect((await screen.findByTestId('form-error')).textContent).toBe('unauthorized')
  })

  it('brings the values back after a reload, never the password, and forgets them once sent', async () => {
    const first = renderWithProviders(<KitForm draftKey="kit" />)
    await first.user.type(screen.getByTestId('name'), 'Ann')
    await first.user.type(screen.getByTestId('password'), 'secret1')
    expect(sessionStorage.getItem('draft:kit')).not.toContain('secret1')
    cleanup()

    const second = renderWithProviders(<KitForm draftKey="kit" />)
    await waitFor(() => expect(screen.getByTestId('name')).toHaveProperty('value', 'Ann'))
    expect(screen.getByTestId('password')).toHaveProperty('value', '')
    await second.user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sessionStorage.getItem('draft:kit')).toBeNull()
  })

  it('asks before leaving a form with unsaved changes, and stays when told to', async () => {
    const { user, location } = renderWithProviders(<KitForm />, { path: '/form' })
    await user.type(screen.getByTestId('name'), 'Ann')
    await user.click(screen.getByRole('link', { name: 'Leave' }))
    await user.click(await screen.findByRole('button', { name: 'Stay' }))
    expect(location()).toBe('/form')
    await user.click(screen.getByRole('link', { name: 'Leave' }))
    await user.click(await screen.findByTestId('leave-form'))
    await waitFor(() => expect(location()).toBe('/elsewhere'))
  })
})

describe('storableValues', () => {
  it('leaves out files, secrets and the paths named', () => {
    const file = new File(['x'], 'a.pdf')
    expect(
      storableValues(
        { a: 1, doc: file, password: 'p', nested: { otp: '1', keep: 'k', skip: 2 } },
        new Set(['nested.skip']),
      ),
    ).toEqual({ a: 1, nested: { keep: 'k' } })
  })
})
