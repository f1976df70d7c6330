import '../../i18n'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GqlError } from '../../lib/request'
import type { GetUploadTarget } from '../../lib/upload'
import { FakeXHR, installFakeXHR, sentRequest } from './fake-xhr'
import { ImageUploadField } from './ImageUploadField'

beforeEach(() => {
  installFakeXHR()
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const photo = (name = 'beach.png', type = 'image/png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type })
const target = {
  Url: 'http://127.0.0.1:3000/files/upload/3/holiday_photo/new.png?expires=1&signature=s',
  Key: 'new-key',
}

/** The field inside a form that keeps its value, as a feature uses it. */
function Form(props: {
  initial: string | null
  previewUrl?: string
  getTarget: GetUploadTarget
  onChange: (key: string | null) => void
}) {
  const [value, setValue] = useState<string | null>(props.initial)
  return (
    <ImageUploadField
      purpose="holiday_photo"
      label="Holiday photo"
      value={value}
      previewUrl={props.previewUrl}
      getTarget={props.getTarget}
      onChange={(key) => {
        props.onChange(key)
        setValue(key)
      }}
      testId="holiday-photo"
    />
  )
}

function renderField(opts: { value?: string | null; previewUrl?: string; getTarget?: GetUploadTarget } = {}) {
  const changes: (string | null)[] = []
  const getTarget = vi.fn(opts.getTarget ?? (async () => target))
  render(
    <Form
      initial={opts.value ?? null}
      previewUrl={opts.previewUrl}
      getTarget={getTarget}
      onChange={(key) => changes.push(key)}
    />,
  )
  return { user: userEvent.setup({ applyAccept: false }), changes, getTarget }
}

const input = () => screen.getByTestId('holiday-photo-input') as HTMLInputElement

describe('ImageUploadField', () => {
  it('uploads a chosen image with progress, then previews it and reports the key', async () => {
    const { user, changes, getTarget } = renderField()
    expect(screen.getByRole('group', { name: 'Holiday photo' })).toBeTruthy()
    expect(screen.getByTestId('holiday-photo-empty').textContent).toBe('No image')
    expect(screen.getByText('JPG, PNG or WEBP, up to 5 MB')).toBeTruthy()
    expect(input().accept).toContain('image/webp')

    await user.upload(input(), photo())
    const xhr = await sentRequest()
    expect(getTarget).toHaveBeenCalledWith({ filename: 'beach.png', contentType: 'image/png' })
    xhr.progress(40, 100)
    await waitFor(() => expect(screen.getByTestId('holiday-photo-progress').textContent).toContain('40%'))
    expect(
      screen.getByRole('progressbar', { name: 'Uploading Holiday photo' }).getAttribute('aria-valuenow'),
    ).toBe('40')
    expect((screen.getByTestId('holiday-photo-choose') as HTMLButtonElement).disabled).toBe(true)

    xhr.respond(200)
    await waitFor(() => expect(changes).toEqual(['new-key']))
    expect(screen.queryByTestId('holiday-photo-progress')).toBeNull()
    const preview = screen.getByRole('img', { name: 'Preview of Holiday photo' }) as HTMLImageElement
    expect(preview.src).toBe('blob:preview')
    expect(screen.getByTestId('holiday-photo-choose').textContent).toBe('Replace image')
  })

  it('refuses a wrong type or a too large image without asking for a target', async () => {
    const { user, changes, getTarget } = renderField()
    await user.upload(input(), photo('virus.exe', 'application/x-msdownload'))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid filetype')
    await user.upload(input(), photo('huge.png', 'image/png', 5 * 1024 * 1024 + 1))
    await waitFor(() =>
      expect(screen.getByTestId('holiday-photo-error').textContent).toBe('The file is larger than 5 MB'),
    )
    expect(getTarget).not.toHaveBeenCalled()
    expect(FakeXHR.requests).toHaveLength(0)
    expect(changes).toEqual([])
  })

  it("shows 'Something went wrong while uploading' when the PUT does not answer 200, keeping the old image", async () => {
    const { user, changes } = renderField({
      value: 'old-key',
      previewUrl: 'http://127.0.0.1:3000/files/old.png',
    })
    expect((screen.getByTestId('holiday-photo-preview') as HTMLImageElement).src).toBe(
      'http://127.0.0.1:3000/files/old.png',
    )
    await user.upload(input(), photo())
    ;(await sentRequest()).respond(403)
    expect((await screen.findByTestId('holiday-photo-error')).textContent).toBe(
      'Something went wrong while uploading',
    )
    expect(changes).toEqual([])
    expect((screen.getByTestId('holiday-photo-preview') as HTMLImageElement).src).toBe(
      'http://127.0.0.1:3000/files/old.png',
    )
  })

  it("shows the target mutation's refusal", async () => {
    const { user } = renderField({
      getTarget: async () => {
        throw new GqlError([{ message: 'unauthorized' }])
      },
    })
    await user.upload(input(), photo())
    expect((await screen.findByTestId('holiday-photo-error')).textContent).toBe('unauthorized')
  })

  it('removes the image', async () => {
    const { user, changes } = renderField({ value: 'old-key', previewUrl: 'http://x/old.png' })
    await user.click(screen.getByRole('button', { name: 'Remove image' }))
    expect(changes).toEqual([null])
    expect(screen.queryByTestId('holiday-photo-preview')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Remove image' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeTruthy()
  })
})
