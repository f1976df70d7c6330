import { describe, expect, it, vi } from 'vitest'
import { applyServerErrors, serverFieldErrors } from './form-errors'
import { GqlError } from './request'

type Values = { label: string; roleIDs: number[] }
type Path = keyof Values
const isPath = (key: string): key is Path => key === 'label' || key === 'roleIDs'

describe('serverFieldErrors', () => {
  it('keeps the fields the form has and leaves the message to the form when none is left', () => {
    const error = new GqlError([{ message: 'x', fields: { label: 'Taken', other: 'y' } }])
    expect(serverFieldErrors(error, isPath)).toEqual({ fields: [['label', 'Taken']], formMessage: null })
    expect(serverFieldErrors(new GqlError([{ message: 'unauthorized' }]), isPath)).toEqual({
      fields: [],
      formMessage: 'unauthorized',
    })
  })

  it('puts a fieldless refusal named in `also` under its field, once', () => {
    const also = { 'Unknown role': 'roleIDs' } as const
    expect(serverFieldErrors(new GqlError([{ message: 'Unknown role' }]), isPath, also)).toEqual({
      fields: [['roleIDs', 'Unknown role']],
      formMessage: null,
    })
    const both = new GqlError([{ message: 'Unknown role', fields: { roleIDs: 'Pick a role' } }])
    expect(serverFieldErrors(both, isPath, also).fields).toEqual([['roleIDs', 'Pick a role']])
  })
})

describe('applyServerErrors', () => {
  const split = (error: GqlError) => serverFieldErrors(error, isPath)

  it('sets field messages on their fields and nothing on the form', () => {
    const setError = vi.fn()
    const error = new GqlError([{ message: 'x', fields: { label: 'Taken', roleIDs: 'Pick a role' } }])
    applyServerErrors<Values>(error, setError, split, 'Something went wrong')
    expect(setError.mock.calls).toEqual([
      ['label', { type: 'server', message: 'Taken' }],
      ['roleIDs', { type: 'server', message: 'Pick a role' }],
    ])
  })

  it('sets a refusal without fields on root.server', () => {
    const setError = vi.fn()
    applyServerErrors<Values>(
      new GqlError([{ message: 'unauthorized' }]),
      setError,
      split,
      'Something went wrong',
    )
    expect(setError.mock.calls).toEqual([['root.server', { type: 'server', message: 'unauthorized' }]])
  })

  it('shows the fallback message for what is not a server refusal', () => {
    const setError = vi.fn()
    applyServerErrors<Values>(new TypeError('boom'), setError, split, 'Something went wrong')
    expect(setError.mock.calls).toEqual([
      ['root.server', { type: 'server', message: 'Something went wrong' }],
    ])
  })
})
