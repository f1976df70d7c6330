import '../../i18n'
import { HolidayMsg, V } from '@preschool/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeXHR, sentRequest } from '../../components/upload/fake-xhr'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import HolidayFormPage from './HolidayFormPage'
import HolidayListPage from './HolidayListPage'
import { buildHoliday, listOf } from './test-fixtures'

const session = vi.hoisted(() => ({ isHQStaff: true }))
vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({
    me: { fkSchool: 3 },
    // Head office holds holidays.public (the catalogue's school-wide rule); centre staff hold the rest.
    can: (key: string) => key !== 'holidays.public' || session.isHQStaff,
  }),
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const centres = {
  data: {
    getAccessibleCentresForModule: [
      { ID: 5, label: 'East Coast' },
      { ID: 6, label: 'Jurong West' },
    ],
  },
}

function renderAt(path: string, { isHQStaff = true } = {}) {
  session.isHQStaff = isHQStaff
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/settings/holidaymanagement" element={<HolidayListPage />} />
          <Route path="/settings/holidaymanagement/add" element={<HolidayFormPage />} />
          <Route path="/settings/holidaymanagement/:id" element={<HolidayFormPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement
const helperOf = (id: string) =>
  input(id).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')

describe('HolidayFormPage', () => {
  it('checks the rules of the domain package, with their messages, before sending anything', async () => {
    const api = mockGraphQL({ getAccessibleCentresForModule: () => centres })
    const user = renderAt('/settings/holidaymanagement/add')
    await user.click(screen.getByTestId('holiday-save'))
    expect(helperOf('holiday-title')?.textContent).toBe(V.required)
    expect(helperOf('holiday-from')?.textContent).toBe(V.required)
    expect(helperOf('holiday-to')?.textContent).toBe(V.required)

    await user.type(input('holiday-title'), 'Staff training')
    await user.type(input('holiday-from'), '2027-09-04')
    await user.type(input('holiday-to'), '2027-09-03')
    await user.click(screen.getByTestId('holiday-save'))
    expect((await screen.findByText(HolidayMsg.toAfterFrom)).textContent).toBe(
      'End date must be on or after start date',
    )

    await user.clear(input('holiday-to'))
    await user.type(input('holiday-to'), '2027-09-05')
    await user.click(screen.getByTestId('holiday-save'))
    expect(await screen.findByText(HolidayMsg.centresRequired)).toBeTruthy()
    expect(input('holiday-to').maxLength).toBe(10)
    expect(api.callsOf('createHoliday')).toEqual([])
  })

  it('creates a holiday for the chosen centres, then shows its year with a notice', async () => {
    const api = mockGraphQL({
      getAccessibleCentresForModule: () => centres,
      createHoliday: () => ({ data: { createHoliday: { ID: 9, from: '2027-09-03' } } }),
      getCentreHolidaysOfYear: () => listOf([]),
    })
    const user = renderAt('/settings/holidaymanagement/add')
    await user.type(input('holiday-title'), ' Staff training ')
    await user.type(input('holiday-description'), 'Closed for training')
    await user.type(input('holiday-from'), '2027-09-03')
    await user.type(input('holiday-to'), '2027-09-03')
    await user.click(input('holiday-centres'))
    await user.click(await screen.findByRole('option', { name: 'Jurong West' }))
    await user.click(screen.getByTestId('holiday-save'))

    expect((await screen.findByTestId('holidays-notice')).textContent).toContain(
      'Holiday Staff training saved',
    )
    expect(api.callsOf('createHoliday')[0].variables).toEqual({
      IDSchool: 3,
      holiday: {
        title: 'Staff training',
        description: 'Closed for training',
        from: '2027-09-03',
        to: '2027-09-03',
        isPublic: false,
        centreIDs: [6],
        holidayImageKey: null,
      },
    })
    expect(api.callsOf('getCentreHolidaysOfYear')[0].variables).toEqual({ IDSchool: 3, year: 2027 })
  })

  it('edits a holiday of the year it was opened from and sends the whole holiday', async () => {
    const existing = buildHoliday({
      ID: 4,
      title: 'Centre clean-up',
      from: '2027-06-01',
      to: '2027-06-02',
      isPublic: false,
      centreHolidays: [{ ID: 1, fkCentre: 5, centre: { ID: 5, label: 'East Coast' } }],
    })
    const api = mockGraphQL({
      getAccessibleCentresForModule: () => centres,
      getCentreHolidaysOfYear: () => listOf([existing]),
      updateHolidayDetails: () => ({ data: { updateHolidayDetails: { ID: 4, from: '2027-06-01' } } }),
    })
    const user = renderAt('/settings/holidaymanagement/4?year=2027')
    expect(((await screen.findByTestId('holiday-title')) as HTMLInputElement).value).toBe('Centre clean-up')
    expect(input('holiday-from').value).toBe('01/06/2027')
    expect(within(screen.getByTestId('holiday-form')).getByText('East Coast')).toBeTruthy()
    await user.click(screen.getByTestId('holiday-public'))
    await user.click(screen.getByTestId('holiday-save'))
    await screen.findByTestId('holidays-notice')
    expect(api.callsOf('updateHolidayDetails')[0].variables).toMatchObject({
      IDSchool: 3,
      holidayID: 4,
      holiday: { title: 'Centre clean-up', isPublic: true, centreIDs: [] },
    })
  })

  it('uploads the photo through getHolidayPhotoUploadURL and saves its key; saving waits for the bytes', async () => {
    installFakeXHR()
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }),
    )
    const target = {
      Url: 'http://127.0.0.1/files/upload/3/holiday_photo/a.png?expires=1&signature=s',
      Key: 'k1',
    }
    const api = mockGraphQL({
      getAccessibleCentresForModule: () => centres,
      getHolidayPhotoUploadURL: () => ({ data: { getHolidayPhotoUploadURL: target } }),
      createHoliday: () => ({ data: { createHoliday: { ID: 9, from: '2027-09-03' } } }),
      getCentreHolidaysOfYear: () => listOf([]),
    })
    const user = renderAt('/settings/holidaymanagement/add')
    await user.type(input('holiday-title'), 'Sports day')
    await user.type(input('holiday-from'), '2027-09-03')
    await user.type(input('holiday-to'), '2027-09-03')
    await user.click(screen.getByTestId('holiday-public'))
    await user.upload(
      input('holiday-image-input'),
      new File([new Uint8Array(64)], 'sports.png', { type: 'image/png' }),
    )
    const put = await sentRequest()
    expect(put).toMatchObject({ method: 'PUT', url: target.Url, headers: { 'content-type': 'image/png' } })
    expect(api.callsOf('getHolidayPhotoUploadURL')[0].variables).toEqual({
      IDSchool: 3,
      filename: 'sports.png',
      contentType: 'image/png',
    })
    expect((screen.getByTestId('holiday-save') as HTMLButtonElement).disabled).toBe(true)
    put.respond(200)
    expect(await screen.findByTestId('holiday-image-preview')).toBeTruthy()
    // The preview and the enabled button come from separate updates: wait for the button itself.
    await waitFor(() =>
      expect((screen.getByTestId('holiday-save') as HTMLButtonElement).disabled).toBe(false),
    )
    await user.click(screen.getByTestId('holiday-save'))
    await screen.findByTestId('holidays-notice')
    expect(api.callsOf('createHoliday')[0].variables).toMatchObject({
      holiday: { title: 'Sports day', isPublic: true, holidayImageKey: 'k1' },
    })
  })

  it("shows the server's field messages on their fields", async () => {
    mockGraphQL({
      getAccessibleCentresForModule: () => centres,
      createHoliday: () => gqlError(HolidayMsg.tooLong, 'BAD_USER_INPUT', { to: HolidayMsg.tooLong }),
    })
    const user = renderAt('/settings/holidaymanagement/add')
    await user.type(input('holiday-title'), 'Long closure')
    await user.type(input('holiday-from'), '2027-01-01')
    await user.type(input('holiday-to'), '2027-01-01')
    await user.click(screen.getByTestId('holiday-public'))
    await user.click(screen.getByTestId('holiday-save'))
    expect(await screen.findByText(HolidayMsg.tooLong)).toBeTruthy()
    expect(helperOf('holiday-to')?.textContent).toBe(HolidayMsg.tooLong)
  })

  it('lets only HQ staff make a holiday public', async () => {
    mockGraphQL({ getAccessibleCentresForModule: () => centres })
    renderAt('/settings/holidaymanagement/add', { isHQStaff: false })
    expect(input('holiday-public').disabled).toBe(true)
    expect(screen.getByText('Only head office staff can add public holidays.')).toBeTruthy()
  })

  it('says so when the holiday is not in the chosen year', async () => {
    mockGraphQL({
      getAccessibleCentresForModule: () => centres,
      getCentreHolidaysOfYear: () => listOf([]),
    })
    renderAt('/settings/holidaymanagement/4?year=2030')
    expect(await screen.findByTestId('holiday-not-found')).toBeTruthy()
  })
})
