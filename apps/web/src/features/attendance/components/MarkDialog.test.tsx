import { AttendanceMsg } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../../test/graphql-mock'
import { renderWithProviders } from '../../../test/render'
import type { RegisterEntry, RegisterRow } from '../documents'
import { MarkDialog } from './MarkDialog'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const row = { childID: 7 } as RegisterRow
const checkIn = {
  ID: 40,
  type: 'checkIn',
  time: '2026-11-27T00:30:00.000Z',
  reason: null,
  pickedBy: 'Mother',
} as unknown as RegisterEntry

const render = (entry: RegisterEntry | null) => {
  const onClose = vi.fn()
  const view = renderWithProviders(
    <MarkDialog
      classID={3}
      date="2026-11-27"
      row={row}
      entry={entry}
      defaultTime="08:15"
      onClose={onClose}
    />,
  )
  return { ...view, onClose }
}

const marked = () => ({ data: { addOrUpdateAttendance: [{ childID: 7, present: false }] } })

describe('MarkDialog', () => {
  it('asks for the reason of an absence before sending, then marks the child absent and says it saved', async () => {
    const api = mockGraphQL({ addOrUpdateAttendance: marked })
    const { user, onClose } = render(null)
    await user.click(screen.getByTestId('attendance-dialog-save'))
    expect(await screen.findByText(AttendanceMsg.reasonRequired)).toBeTruthy()
    expect(api.callsOf('addOrUpdateAttendance')).toEqual([])

    await user.type(screen.getByTestId('attendance-reason'), '  Fever ')
    await user.click(screen.getByTestId('attendance-dialog-save'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true))
    expect(api.callsOf('addOrUpdateAttendance')[0]).toMatchObject({
      variables: {
        attendanceUpdate: { classID: 3, date: '2026-11-27', type: 'absent', time: '08:15', reason: 'Fever' },
        forChild: [7],
        attendanceId: null,
      },
    })
  })

  it('corrects a mark only with a remark, keeps who picked up, and sends no reason', async () => {
    const api = mockGraphQL({ addOrUpdateAttendance: marked })
    const { user, onClose } = render(checkIn)
    expect((screen.getByTestId('attendance-edit-time') as HTMLInputElement).value).toBe('08:30')
    await user.click(screen.getByTestId('attendance-dialog-save'))
    expect(await screen.findByText(AttendanceMsg.remarkRequired)).toBeTruthy()
    expect(api.callsOf('addOrUpdateAttendance')).toEqual([])

    await user.type(screen.getByTestId('attendance-edit-remarks'), 'Copied from paper')
    await user.click(screen.getByTestId('attendance-dialog-save'))
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true))
    expect(api.callsOf('addOrUpdateAttendance')[0]).toMatchObject({
      variables: {
        attendanceUpdate: { type: 'checkIn', remarks: 'Copied from paper', reason: null, pickedBy: 'Mother' },
        attendanceId: 40,
      },
    })
  })

  it('shows the server refusal under the field it names and stays open', async () => {
    mockGraphQL({
      addOrUpdateAttendance: () =>
        gqlError('Invalid input', 'BAD_USER_INPUT', {
          'attendanceUpdate.reason': 'Too long for the register',
        }),
    })
    const { user, onClose } = render(null)
    await user.type(screen.getByTestId('attendance-reason'), 'Fever')
    await user.click(screen.getByTestId('attendance-dialog-save'))
    expect(await screen.findByText('Too long for the register')).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('shows a refusal that names no field above the fields', async () => {
    mockGraphQL({ addOrUpdateAttendance: () => gqlError('The register for this day is closed') })
    const { user, onClose } = render(null)
    await user.type(screen.getByTestId('attendance-reason'), 'Fever')
    await user.click(screen.getByTestId('attendance-dialog-save'))
    expect((await screen.findByTestId('attendance-dialog-error')).textContent).toBe(
      'The register for this day is closed',
    )
    expect(onClose).not.toHaveBeenCalled()
  })

  it('cancels without sending or saying it saved', async () => {
    const api = mockGraphQL({ addOrUpdateAttendance: marked })
    const { user, onClose } = render(null)
    await user.click(screen.getByTestId('attendance-dialog-cancel'))
    expect(onClose).toHaveBeenCalledWith(false)
    expect(api.callsOf('addOrUpdateAttendance')).toEqual([])
  })
})
