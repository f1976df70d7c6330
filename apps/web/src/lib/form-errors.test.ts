import type { UseFormGetValues, UseFormSetError } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { applyServerErrors, formPathOf, serverFieldErrors, valuePaths } from './form-errors'
import { MeDocument as ME } from '../generated/graphql'
import { GqlError, requestOrThrow } from './request'

const paths = valuePaths({
  label: '',
  programs: [{ from: '', to: '' }],
  levels: [3],
  start: '',
  centreData: { code: '' },
})

describe('formPathOf', () => {
  it('finds the field the server path names, dropping an argument name and landing list items on their list', () => {
    expect(formPathOf('label', paths)).toBe('label')
    expect(formPathOf('programs.0.to', paths)).toBe('programs.0.to')
    expect(formPathOf('availability.start', paths)).toBe('start')
    expect(formPathOf('centreData.code', paths)).toBe('centreData.code')
    expect(formPathOf('levels.4', paths)).toBe('levels')
    expect(formPathOf('templates.3.access', paths)).toBeUndefined()
  })

  it('treats a list of plain values, and a path named whole, as one field', () => {
    const values = { postcodes: ['540339'], templates: [{ access: 1 }] }
    expect(formPathOf('postcodes.0', valuePaths(values))).toBe('postcodes')
    expect(formPathOf('templates.0.access', valuePaths(values))).toBe('templates.0.access')
    expect(formPathOf('templates.0.access', valuePaths(values, new Set(['templates'])))).toBe('templates')
  })
})

describe('serverFieldErrors', () => {
  it('keeps the fields the form has and leaves the message to the form when none is left', () => {
    const error = new GqlError([{ message: 'x', fields: { label: 'Taken', other: 'y' } }])
    expect(serverFieldErrors(error, paths)).toEqual({ fields: [['label', 'Taken']], formMessage: null })
    expect(serverFieldErrors(new GqlError([{ message: 'unauthorized' }]), paths)).toEqual({
      fields: [],
      formMessage: 'unauthorized',
    })
  })
})

describe('applyServerErrors', () => {
  type Values = { label: string; roleIDs: number[] }
  const form = () => ({
    setError: vi.fn<UseFormSetError<Values>>(),
    getValues: (() => ({ label: '', roleIDs: [] })) as unknown as UseFormGetValues<Values>,
  })

  it('puts field messages under their fields and the rest on root.server', () => {
    const f = form()
    applyServerErrors(new GqlError([{ message: 'x', fields: { roleIDs: 'Pick a role' } }]), f, 'fallback')
    expect(f.setError).toHaveBeenCalledWith(
      'roleIDs',
      { type: 'server', message: 'Pick a role' },
      { shouldFocus: true },
    )
    const g = form()
    applyServerErrors(new GqlError([{ message: 'unauthorized' }]), g, 'fallback')
    expect(g.setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'unauthorized' })
  })

  it('shows the fallback for what is not a refusal, under the field the spec names when given', () => {
    const f = form()
    applyServerErrors(new Error('bug'), f, 'Something went wrong', { formMessageAt: 'label' })
    expect(f.setError).toHaveBeenCalledWith(
      'label',
      { type: 'server', message: 'Something went wrong' },
      { shouldFocus: true },
    )
  })

  it('puts a request that got no answer in the form’s alert, never under the field that takes the form’s message', async () => {
    // The network is down: fetch rejects with a TypeError, as the browser's does.
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const offline = await requestOrThrow(ME).catch((error: unknown) => error)
    vi.unstubAllGlobals()
    const f = form()
    applyServerErrors(offline, f, 'fallback', { formMessageAt: 'label' })
    expect(f.setError).toHaveBeenCalledTimes(1)
    expect(f.setError).toHaveBeenCalledWith('root.server', {
      type: 'server',
      message: 'You appear to be offline. Check your connection and try again.',
    })
  })

  it('still puts the server’s answer under that field, and a named field’s message under its field', () => {
    const f = form()
    applyServerErrors(new GqlError([{ message: 'Incorrect password', code: 'INCORRECT_PASSWORD' }]), f, 'x', {
      formMessageAt: 'label',
    })
    expect(f.setError).toHaveBeenCalledWith(
      'label',
      { type: 'server', message: 'Incorrect password' },
      { shouldFocus: true },
    )
    const g = form()
    applyServerErrors(new GqlError([{ message: 'x', fields: { roleIDs: 'Pick a role' } }]), g, 'x', {
      formMessageAt: 'label',
    })
    expect(g.setError).toHaveBeenCalledTimes(1)
    expect(g.setError).toHaveBeenCalledWith(
      'roleIDs',
      { type: 'server', message: 'Pick a role' },
      { shouldFocus: true },
    )
  })
})
