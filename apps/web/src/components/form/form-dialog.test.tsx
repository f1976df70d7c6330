import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { FormDialog } from './FormDialog'

afterEach(cleanup)

function open(props: Partial<Parameters<typeof FormDialog>[0]> = {}) {
  const onSubmit = vi.fn((event?: { preventDefault: () => void }) => event?.preventDefault())
  const onClose = vi.fn()
  renderWithProviders(
    <FormDialog
      open
      title="New code"
      error={undefined}
      submitting={false}
      onSubmit={onSubmit}
      onClose={onClose}
      submitLabel="Save"
      testId="code"
      {...props}
    >
      <input data-testid="code-field" />
    </FormDialog>,
  )
  return { onSubmit, onClose }
}

describe('the form dialog', () => {
  it('shows its title, fields and the form’s error, and submits the form', async () => {
    const dialog = open({ error: 'The label is taken' })
    expect(screen.getByRole('dialog', { name: 'New code' })).toBeTruthy()
    expect(screen.getByTestId('code-field')).toBeTruthy()
    expect(screen.getByTestId('code-error').textContent).toContain('The label is taken')
    fireEvent.click(screen.getByTestId('code-confirm'))
    await waitFor(() => expect(dialog.onSubmit).toHaveBeenCalled())
  })

  it('closes by cancel and by Escape when idle', () => {
    const dialog = open()
    fireEvent.click(screen.getByTestId('code-cancel'))
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(dialog.onClose).toHaveBeenCalledTimes(2)
  })

  it('cannot be closed or sent again while it submits', () => {
    const dialog = open({ submitting: true })
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect((screen.getByTestId('code-cancel') as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByTestId('code-confirm') as HTMLButtonElement).disabled).toBe(true)
    expect(dialog.onClose).not.toHaveBeenCalled()
  })

  it('keeps the test ids an older screen names', () => {
    open({ testIds: { cancel: 'code-back', submit: 'code-save', error: 'code-problem' }, error: 'No' })
    expect(screen.getByTestId('code-back')).toBeTruthy()
    expect(screen.getByTestId('code-save')).toBeTruthy()
    expect(screen.getByTestId('code-problem')).toBeTruthy()
  })
})
