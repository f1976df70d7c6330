import { LevelMsg, V } from '@preschool/domain'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GqlError } from '../../../lib/request'
import { renderWithProviders } from '../../../test/render'
import { newLevelDefaults } from '../form-values'
import { LevelForm } from './LevelForm'

afterEach(cleanup)

const byTestId = (id: string) => screen.getByTestId(id) as HTMLInputElement
/** The helper text MUI links to the input with aria-describedby: the field's message. */
const messageOf = (id: string) => {
  const describedBy = byTestId(id).getAttribute('aria-describedby')
  return describedBy ? document.getElementById(describedBy)?.textContent : undefined
}

function renderForm(onSave = vi.fn(async () => {})) {
  const { user } = renderWithProviders(
    <LevelForm defaultValues={newLevelDefaults} onSave={onSave} onCancel={() => {}} />,
  )
  return { user, onSave }
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(byTestId('level-label'), 'Nursery 1')
  await user.type(byTestId('level-from-month'), '36')
  await user.type(byTestId('level-to-month'), '48')
  await user.type(byTestId('program-label-0'), 'Full Day')
  await user.type(byTestId('program-from-0'), '07:00')
  await user.type(byTestId('program-to-0'), '19:00')
}

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('level-save'))

describe('LevelForm validation', () => {
  it('shows *Required and the time message on an empty form and does not save', async () => {
    const { user, onSave } = renderForm()
    await save(user)
    expect(messageOf('level-label')).toBe(V.required)
    expect(messageOf('level-from-month')).toBe(V.required)
    expect(messageOf('level-to-month')).toBe(V.required)
    expect(messageOf('program-label-0')).toBe(V.required)
    expect(messageOf('program-from-0')).toBe(LevelMsg.programTime)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('checks the month bounds and that toMonth is after fromMonth', async () => {
    const { user } = renderForm()
    await fillValid(user)
    await user.clear(byTestId('level-from-month'))
    await user.type(byTestId('level-from-month'), '84')
    await user.clear(byTestId('level-to-month'))
    await user.type(byTestId('level-to-month'), '85')
    await save(user)
    expect(messageOf('level-from-month')).toBe(LevelMsg.fromMonth)
    expect(messageOf('level-to-month')).toBe(LevelMsg.toMonth)

    await user.clear(byTestId('level-from-month'))
    await user.type(byTestId('level-from-month'), '48')
    await user.clear(byTestId('level-to-month'))
    await user.type(byTestId('level-to-month'), '36')
    await save(user)
    expect(messageOf('level-to-month')).toBe(LevelMsg.toAfterFrom)
  })

  it('checks programme hours, duplicate names and that one programme remains', async () => {
    const { user, onSave } = renderForm()
    await fillValid(user)
    await user.clear(byTestId('program-to-0'))
    await user.type(byTestId('program-to-0'), '06:00')
    await save(user)
    expect(messageOf('program-to-0')).toBe(LevelMsg.programEnd)

    await user.clear(byTestId('program-to-0'))
    await user.type(byTestId('program-to-0'), '19:00')
    await user.click(screen.getByTestId('program-add'))
    await user.type(byTestId('program-label-1'), 'full day')
    await user.type(byTestId('program-from-1'), '07:00')
    await user.type(byTestId('program-to-1'), '13:00')
    await save(user)
    expect(screen.getByTestId('programs-error').textContent).toBe(LevelMsg.programDuplicate)

    await user.click(screen.getByTestId('program-remove-1'))
    await user.click(screen.getByTestId('program-remove-0'))
    await save(user)
    expect(screen.getByTestId('programs-error').textContent).toBe(LevelMsg.programsRequired)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('saves the parsed level, with an empty promotion date as null', async () => {
    const { user, onSave } = renderForm()
    await fillValid(user)
    await user.type(byTestId('level-label'), '  ')
    await save(user)
    expect(onSave).toHaveBeenCalledWith({
      label: 'Nursery 1',
      fromMonth: 36,
      toMonth: 48,
      promotionDate: null,
      offOnSaturday: false,
      isInfant: false,
      active: true,
      programs: [{ label: 'Full Day', from: '07:00', to: '19:00' }],
    })
  })

  it('shows the promotion date as DD/MM/YYYY and caps it at a four-digit year', () => {
    renderForm()
    const field = byTestId('level-promotion-date')
    fireEvent.change(field, { target: { value: '999912311' } })
    expect(field.value).toBe('31/12/9999')
  })
})

describe('LevelForm server errors', () => {
  it("puts the server's field messages under their fields", async () => {
    const overlap = LevelMsg.overlap('Nursery 2')
    const onSave = vi.fn(async () => {
      throw new GqlError([
        {
          message: overlap,
          code: 'BAD_USER_INPUT',
          fields: { fromMonth: overlap, 'programs.0.to': LevelMsg.programEnd },
        },
      ])
    })
    const { user } = renderForm(onSave)
    await fillValid(user)
    await save(user)
    expect(messageOf('level-from-month')).toBe(overlap)
    expect(messageOf('program-to-0')).toBe(LevelMsg.programEnd)
    expect(screen.queryByTestId('level-form-error')).toBeNull()
  })

  it('shows a taken name under the label and other refusals above the form', async () => {
    const onSave = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(
        new GqlError([
          { message: LevelMsg.labelTaken, code: 'CONFLICT', fields: { label: LevelMsg.labelTaken } },
        ]),
      )
      .mockRejectedValueOnce(new GqlError([{ message: 'unauthorized', code: 'FORBIDDEN' }]))
    const { user } = renderForm(onSave)
    await fillValid(user)
    await save(user)
    expect(messageOf('level-label')).toBe(LevelMsg.labelTaken)
    await save(user)
    expect(within(screen.getByTestId('level-form-error')).getByText('unauthorized')).toBeTruthy()
  })
})
