import '../../i18n'
import { Messages } from '@preschool/domain'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { hqSession as session } from '../../test/hq-session-mock'
import HolidayListPage from './HolidayListPage'
import { buildHoliday, listOf } from './test-fixtures'

vi.mock('../../shell/session/session-context', () => import('../../test/hq-session-mock'))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Address() {
  const location = useLocation()
  return <output data-testid="address">{location.pathname + location.search}</output>
}

function renderList(permissions: string[], path = '/settings/holidaymanagement?year=2027') {
  session.permissions = permissions
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <HolidayListPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const national = buildHoliday({ ID: 1, holidayImageKey: 'k', holidayImageURL: 'http://127.0.0.1/files/k' })
const cny = buildHoliday({
  ID: 2,
  title: 'Chinese New Year',
  description: 'Closed for the New Year',
  from: '2027-02-06',
  to: '2027-02-08',
  isPublic: false,
  centreHolidays: [
    { ID: 11, fkCentre: 5, centre: { ID: 5, label: 'East Coast' } },
    { ID: 12, fkCentre: 6, centre: { ID: 6, label: 'Jurong West' } },
  ],
})

describe('HolidayListPage', () => {
  it("lists the year's holidays with dates, centres or public, and photos", async () => {
    const api = mockGraphQL({ getCentreHolidaysOfYear: () => listOf([cny, national]) })
    renderList(['holidays.read'])
    const rows = await screen.findAllByTestId(/^holiday-row-/)
    expect(rows.map((r) => r.dataset.testid)).toEqual(['holiday-row-2', 'holiday-row-1'])
    expect(api.callsOf('getCentreHolidaysOfYear')[0].variables).toEqual({ IDSchool: 3, year: 2027 })

    const newYear = within(screen.getByTestId('holiday-row-2'))
    expect(newYear.getByText('06/02/2027 – 08/02/2027')).toBeTruthy()
    expect(newYear.getByText('Sat, 06 Feb 2027 – Mon, 08 Feb 2027 · 3 days')).toBeTruthy()
    expect(newYear.getByText('East Coast')).toBeTruthy()
    expect(newYear.getByText('Jurong West')).toBeTruthy()
    expect(newYear.getByText('Closed for the New Year')).toBeTruthy()

    const nationalRow = within(screen.getByTestId('holiday-row-1'))
    expect(nationalRow.getByText('09/08/2027')).toBeTruthy()
    expect(nationalRow.getByText('Mon, 09 Aug 2027')).toBeTruthy()
    expect(nationalRow.getByText('Public holiday')).toBeTruthy()
    expect(nationalRow.getByRole('img', { name: 'Photo of National Day' }).getAttribute('src')).toBe(
      'http://127.0.0.1/files/k',
    )
  })

  it('keeps the chosen year in the address and loads that year', async () => {
    const api = mockGraphQL({ getCentreHolidaysOfYear: () => listOf([]) })
    const user = renderList(['holidays.read'])
    await screen.findByTestId('holidays-empty')
    await user.click(screen.getByTestId('holiday-year-next'))
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/settings/holidaymanagement?year=2028'),
    )
    await waitFor(() =>
      expect(api.callsOf('getCentreHolidaysOfYear').map((c) => c.variables.year)).toEqual([2027, 2028]),
    )
    await user.selectOptions(screen.getByTestId('holiday-year'), '2025')
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/settings/holidaymanagement?year=2025'),
    )
  })

  it('shows the current year without a year in the address', async () => {
    const api = mockGraphQL({ getCentreHolidaysOfYear: () => listOf([]) })
    renderList(['holidays.read'], '/settings/holidaymanagement')
    expect((await screen.findByTestId('holidays-empty')).textContent).toBe(Messages.noDataFound)
    expect(api.callsOf('getCentreHolidaysOfYear')[0].variables.year).toBe(new Date().getFullYear())
  })

  it('offers no add, edit or delete to read-only staff', async () => {
    mockGraphQL({ getCentreHolidaysOfYear: () => listOf([national]) })
    renderList(['holidays.read'])
    await screen.findByTestId('holiday-row-1')
    expect(screen.queryByTestId('holiday-add')).toBeNull()
    expect(screen.queryByTestId('holiday-edit-1')).toBeNull()
    expect(screen.queryByTestId('holiday-delete-1')).toBeNull()
  })

  it('links add and edit (with the year) for staff with holidays.write', async () => {
    mockGraphQL({ getCentreHolidaysOfYear: () => listOf([national]) })
    renderList(['holidays.read', 'holidays.write'])
    await screen.findByTestId('holiday-row-1')
    expect(screen.getByTestId('holiday-add').getAttribute('href')).toBe('/settings/holidaymanagement/add')
    const edit = screen.getByRole('link', { name: 'Edit National Day' })
    expect(edit.getAttribute('href')).toBe('/settings/holidaymanagement/1?year=2027')
  })

  it("asks before deleting and shows the server's refusal in the dialog", async () => {
    const api = mockGraphQL({
      getCentreHolidaysOfYear: () => listOf([national]),
      deleteHolidayDetails: () => gqlError('unauthorized', 'FORBIDDEN'),
    })
    const user = renderList(['holidays.read', 'holidays.write'])
    await user.click(await screen.findByRole('button', { name: 'Delete National Day' }))
    const dialog = await screen.findByTestId('holiday-delete-dialog')
    expect(
      within(dialog).getByText('Delete the holiday National Day (09/08/2027)? This cannot be undone.'),
    ).toBeTruthy()
    await user.click(within(dialog).getByTestId('holiday-delete-confirm'))
    expect((await within(dialog).findByTestId('holiday-delete-error')).textContent).toBe('unauthorized')
    expect(api.callsOf('deleteHolidayDetails')[0].variables).toEqual({ IDSchool: 3, holidayID: 1 })
  })

  it('deletes after confirmation, refetches the list and says so', async () => {
    let holidays = [national, cny]
    const api = mockGraphQL({
      getCentreHolidaysOfYear: () => listOf(holidays),
      deleteHolidayDetails: () => {
        holidays = [cny]
        return { data: { deleteHolidayDetails: true } }
      },
    })
    const user = renderList(['holidays.read', 'holidays.write'])
    await user.click(await screen.findByTestId('holiday-delete-1'))
    await user.click(await screen.findByTestId('holiday-delete-confirm'))
    expect((await screen.findByTestId('holidays-notice')).textContent).toContain(
      'Holiday National Day deleted',
    )
    await waitFor(() => expect(screen.queryByTestId('holiday-row-1')).toBeNull())
    expect(api.callsOf('getCentreHolidaysOfYear')).toHaveLength(2)
  })

  it('shows the error when the list cannot be loaded', async () => {
    mockGraphQL({ getCentreHolidaysOfYear: () => gqlError('unauthorized', 'FORBIDDEN') })
    renderList(['holidays.read'])
    expect((await screen.findByTestId('holidays-error')).textContent).toContain('unauthorized')
  })
})
