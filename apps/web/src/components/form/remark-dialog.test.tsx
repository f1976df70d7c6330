import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { requiredRemarksSchema, optionalRemarksSchema } from '@preschool/domain'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { GqlError } from '../../lib/request'
import { RemarkDialog } from './RemarkDialog'

afterEach(cleanup)

function open(props: Partial<Parameters<typeof RemarkDialog>[0]> = {}) {
  const onSubmit = vi.fn(async (_remark: string | null) => undefined)
  const onClose = vi.fn()
  renderWithProviders(
    <RemarkDialog
      open
      title="Reject the request"
      label="Remark"
      confirmLabel="Reject"
      schema={requiredRemarksSchema}
      required
      testId="decision"
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    />,
  )
  const remark = () => screen.getByTestId('decision-remark') as HTMLTextAreaElement
  const confirm = () => fireEvent.click(screen.getByTestId('decision-confirm'))
  return { onSubmit, onClose, remark, confirm }
}

describe('the remark dialog', () => {
  it('refuses an empty required remark with the rule’s message and sends nothing', async () => {
    const dialog = open()
    dialog.confirm()
    expect(await screen.findByText('Remarks are required')).toBeTruthy()
    expect(dialog.onSubmit).not.toHaveBeenCalled()
  })

  it('sends the remark trimmed, then closes', async () => {
    const dialog = open()
    fireEvent.change(dialog.remark(), { target: { value: '  Blurred scan  ' } })
    dialog.confirm()
    await waitFor(() => expect(dialog.onSubmit).toHaveBeenCalledWith('Blurred scan'))
    await waitFor(() => expect(dialog.onClose).toHaveBeenCalled())
  })

  it('sends an empty optional remark as null', async () => {
    const dialog = open({ schema: optionalRemarksSchema, required: false })
    dialog.confirm()
    await waitFor(() => expect(dialog.onSubmit).toHaveBeenCalledWith(null))
  })

  it('clears what was typed when cancelled, so the next opening starts clean (useDialogForm)', async () => {
    const dialog = open()
    fireEvent.change(dialog.remark(), { target: { value: 'Half a thought' } })
    fireEvent.click(screen.getByTestId('decision-cancel'))
    expect(dialog.onClose).toHaveBeenCalled()
    await waitFor(() => expect(dialog.remark().value).toBe(''))
    expect(dialog.onSubmit).not.toHaveBeenCalled()
  })

  it('keeps the dialog open with the server’s refusal', async () => {
    const dialog = open({
      onSubmit: async () => {
        throw new GqlError([{ message: 'The request was already decided', code: 'CONFLICT' }])
      },
    })
    fireEvent.change(dialog.remark(), { target: { value: 'Too late' } })
    dialog.confirm()
    expect((await screen.findByTestId('decision-error')).textContent).toContain(
      'The request was already decided',
    )
    expect(dialog.onClose).not.toHaveBeenCalled()
  })
})
