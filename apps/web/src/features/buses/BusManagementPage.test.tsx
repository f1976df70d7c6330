import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import BusManagementPage from './BusManagementPage'
import type { BusDriver } from './documents'
import { bus } from './test-fixtures'

afterEach(cleanup)

const driver: BusDriver = {
  ID: 9,
  fkCentre: 1,
  firstname: 'Ahmad',
  lastname: 'Ismail',
  mobilePhoneCountryCode: '+65',
  mobilePhone: '91234567',
  createdAt: '2026-10-01T00:00:00.000Z',
  centre: { ID: 1, label: 'Tampines' },
}

const render = (url: string, permissions = ['buses.read', 'buses.write']) =>
  renderWithProviders(<BusManagementPage />, {
    path: '/busmanagement',
    url,
    session: staffSession(permissions, { fkSchool: 3 }),
  })

describe('BusManagementPage', () => {
  it('names the bus by its plate on its actions, asks before deleting it, and says it is gone', async () => {
    const api = mockGraphQL({
      findAllBus: () => ({ data: { findAllBus: { totalCount: 1, data: [bus] } } }),
      removeBusById: () => ({ data: { removeBusById: true } }),
    })
    const { user } = render('/busmanagement')
    const remove = await screen.findByTestId('bus-delete-5')
    expect(remove.getAttribute('aria-label')).toBe('Delete bus PC3318J')
    expect(screen.getByTestId('bus-edit-5').getAttribute('aria-label')).toBe('Edit bus PC3318J')
    expect(api.callsOf('findAllBus')[0]).toMatchObject({
      variables: { IDSchool: 3, filter: {}, pagination: { page: 1 } },
    })

    await user.click(remove)
    expect((await screen.findByTestId('bus-delete-dialog')).textContent).toContain(
      'Delete the bus PC3318J? Its children will be free for another bus.',
    )
    await user.click(screen.getByTestId('bus-delete-confirm'))
    expect((await screen.findByTestId('buses-notice')).textContent).toContain('Bus PC3318J deleted')
    expect(api.callsOf('removeBusById')[0]).toMatchObject({ variables: { IDBus: 5 } })
  })

  it('names the driver by name, and keeps the dialog open with the refusal when the server refuses', async () => {
    const api = mockGraphQL({
      findAllBusDriver: () => ({ data: { findAllBusDriver: { totalCount: 1, data: [driver] } } }),
      deleteBusDriverByID: () => gqlError('The driver still drives a bus today'),
    })
    const { user } = render('/busmanagement?tab=drivers&search=ahm')
    const remove = await screen.findByTestId('busdriver-delete-9')
    expect(remove.getAttribute('aria-label')).toBe('Delete Ahmad Ismail')
    expect(api.callsOf('findAllBusDriver')[0]).toMatchObject({
      variables: { IDSchool: 3, filter: { search: 'ahm' } },
    })

    await user.click(remove)
    expect((await screen.findByTestId('busdriver-delete-dialog')).textContent).toContain(
      'Delete the driver Ahmad Ismail? Their buses will have no driver.',
    )
    await user.click(screen.getByTestId('busdriver-delete-confirm'))
    expect((await screen.findByTestId('busdriver-delete-error')).textContent).toBe(
      'The driver still drives a bus today',
    )
    expect(api.callsOf('deleteBusDriverByID')[0]).toMatchObject({ variables: { IDBusDriver: 9 } })
    expect(screen.queryByTestId('buses-notice')).toBeNull()
  })

  it('offers no edit or delete to a reader', async () => {
    mockGraphQL({ findAllBus: () => ({ data: { findAllBus: { totalCount: 1, data: [bus] } } }) })
    render('/busmanagement', ['buses.read'])
    await waitFor(() => expect(screen.getByText('PC3318J')).toBeTruthy())
    expect(screen.queryByTestId('bus-delete-5')).toBeNull()
    expect(screen.queryByTestId('bus-edit-5')).toBeNull()
  })
})
