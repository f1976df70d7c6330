import '../../i18n'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GetUploadTarget } from '../../lib/upload'
import { FileUploadField } from './FileUploadField'
import { FakeXHR, installFakeXHR, sentRequest } from './fake-xhr'

beforeEach(installFakeXHR)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const doc = (name: string, type: string, size = 4096) => new File([new Uint8Array(size)], name, { type })
const target = {
  Url: 'http://127.0.0.1:3000/files/upload/3/registration_document/d.pdf?expires=1&signature=s',
  Key: 'doc-key',
}

function Form(props: {
  initial: { value?: string | null; filename?: string; viewUrl?: string }
  getTarget: GetUploadTarget
  onChange: (key: string | null, file?: File) => void
}) {
  const [value, setValue] = useState<string | null>(props.initial.value ?? null)
  return (
    <FileUploadField
      purpose="registration_document"
      label="Birth certificate"
      value={value}
      filename={props.initial.filename}
      viewUrl={props.initial.viewUrl}
      getTarget={props.getTarget}
      onChange={(key, file) => {
        props.onChange(key, file)
        setValue(key)
      }}
      testId="birth-cert"
    />
  )
}

function renderField(initial: { value?: string | null; filename?: string; viewUrl?: string } = {}) {
  const changes: { key: string | null; size?: number }[] = []
  const getTarget = vi.fn(async () => target)
  render(
    <Form
      initial={initial}
      getTarget={getTarget}
      onChange={(key, file) => changes.push({ key, size: file?.size })}
    />,
  )
  return { user: userEvent.setup({ applyAccept: false }), changes, getTarget }
}

const input = () => screen.getByTestId('birth-cert-input') as HTMLInputElement

describe('FileUploadField', () => {
  it('uploads a PDF document and shows its name', async () => {
    const { user, changes, getTarget } = renderField()
    expect(screen.getByTestId('birth-cert-name').textContent).toBe('No file chosen')
    expect(screen.getByText('PDF or JPG, up to 1.5 MB')).toBeTruthy()
    await user.upload(input(), doc('birth-cert.pdf', 'application/pdf'))
    const xhr = await sentRequest()
    expect(xhr.headers['content-type']).toBe('application/pdf')
    expect(getTarget).toHaveBeenCalledWith({ filename: 'birth-cert.pdf', contentType: 'application/pdf' })
    xhr.progress(1, 2)
    await waitFor(() => expect(screen.getByTestId('birth-cert-progress').textContent).toContain('50%'))
    xhr.respond(200)
    await waitFor(() => expect(changes).toEqual([{ key: 'doc-key', size: 4096 }]))
    expect(screen.getByTestId('birth-cert-name').textContent).toBe('birth-cert.pdf')
    expect(screen.getByRole('button', { name: 'Replace file' })).toBeTruthy()
  })

  it('refuses what the spec does not allow: a PNG, or a document over 1.5 MB', async () => {
    const { user, getTarget } = renderField()
    await user.upload(input(), doc('scan.png', 'image/png'))
    expect((await screen.findByTestId('birth-cert-error')).textContent).toBe('Invalid filetype')
    await user.upload(input(), doc('scan.pdf', 'application/pdf', 1.5 * 1024 * 1024 + 1))
    await waitFor(() =>
      expect(screen.getByTestId('birth-cert-error').textContent).toBe('The file is larger than 1.5 MB'),
    )
    expect(getTarget).not.toHaveBeenCalled()
    expect(FakeXHR.requests).toHaveLength(0)
  })

  it('links the stored document and removes it', async () => {
    const { user, changes } = renderField({
      value: 'old',
      filename: 'nric.jpg',
      viewUrl: 'http://x/files/nric.jpg',
    })
    const link = screen.getByRole('link', { name: 'View nric.jpg' }) as HTMLAnchorElement
    expect(link.href).toBe('http://x/files/nric.jpg')
    expect(link.target).toBe('_blank')
    await user.click(screen.getByTestId('birth-cert-remove'))
    expect(changes).toEqual([{ key: null, size: undefined }])
    expect(screen.getByTestId('birth-cert-name').textContent).toBe('No file chosen')
  })

  it("shows 'Something went wrong while uploading' when the network fails", async () => {
    const { user, changes } = renderField()
    await user.upload(input(), doc('birth-cert.jpg', 'image/jpeg'))
    ;(await sentRequest()).fail()
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong while uploading')
    expect(changes).toEqual([])
  })
})
