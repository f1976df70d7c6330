import { BusMsg } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import BusFormPage from './BusFormPage'
import BusManagementPage from './BusManagementPage'
import { bus } from './test-fixtures'

afterEach(cleanup)

function mockApi() {
  return mockGraphQL({
    getAccessibleCentresForModule: () => ({
      data: { getAccessibleCentresForModule: [{ ID: 1, label: 'Tampines' }] },
    }),
    findAllBus: () => ({ data: { findAllBus: { totalCount: 1, data: [bus] } } }),
    findAllBusDriver: () => ({ data: { findAllBusDriver: { totalCount: 0, data: [] } } }),
    findAllChildrenNotAssignedToBus: () => ({
      data: { findAllChildrenNotAssignedToBus: [{ ID: 22, firstname: 'Chloe', lastname: 'Ng' }] },
    }),
    insertOrUpdateBusForSchool: () => ({
      data: { insertOrUpdateBusForSchool: { ID: 5, plateNumber: 'PC3318J' } },
    }),
  })
}

function renderAt(url: string) {
  return renderWithProviders(<BusFormPage />, {
    path: url.includes('edit') ? '/busmanagement/bus/edit/:id' : '/busmanagement/bus/add',
    url,
    session: staffSession(['buses.read', 'buses.write'], { fkSchool: 3 }),
    routes: [{ path: '/busmanagement', element: <BusManagementPage /> }],
  }).user
}

describe('BusFormPage', () => {
  it('refuses a plate without its checksum letter before sending anything', async () => {
    const api = mockApi()
    const user = renderAt('/busmanagement/bus/add')
    await waitFor(() => expect(screen.getByTestId('bus-centre')).toHaveProperty('value', '1'))
    await user.type(screen.getByTestId('bus-plate'), 'SBS3229A')
    await user.click(screen.getByTestId('bus-save'))
    expect(await screen.findByText(BusMsg.plateInvalid)).toBeTruthy()
    expect(api.callsOf('insertOrUpdateBusForSchool')).toHaveLength(0)
  })

  it('drops the children field when the bus is saved without children', async () => {
    const api = mockApi()
    const user = renderAt('/busmanagement/bus/add')
    await waitFor(() => expect(screen.getByTestId('bus-centre')).toHaveProperty('value', '1'))
    await user.type(screen.getByTestId('bus-plate'), 'sbs 3229 p')
    await user.click(screen.getByTestId('bus-save'))
    expect((await screen.findByTestId('buses-notice')).textContent).toContain('Bus SBS3229P saved')
    const { variables } = api.callsOf('insertOrUpdateBusForSchool')[0] as {
      variables: Record<string, unknown>
    }
    expect(variables).toEqual({
      IDSchool: 3,
      busID: null,
      data: { fkCentre: 1, plateNumber: 'SBS3229P', fkBusDriver: null },
    })
  })

  it('edits a bus offering its own children beside the centre’s free ones, and sends them', async () => {
    const api = mockApi()
    const user = renderAt('/busmanagement/bus/edit/5')
    expect(await screen.findByDisplayValue('PC3318J')).toBeTruthy()
    await user.click(screen.getByTestId('bus-children'))
    await user.click(await screen.findByTestId('bus-children-option-22'))
    await user.click(screen.getByTestId('bus-save'))
    await screen.findByTestId('buses-notice')
    const { variables } = api.callsOf('insertOrUpdateBusForSchool')[0] as {
      variables: Record<string, unknown>
    }
    expect(variables).toMatchObject({ busID: 5, children: [21, 22] })
  })
})
