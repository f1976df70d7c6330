import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import type { FeeTierView } from './documents'
import FeeManagementPage from './FeeManagementPage'

afterEach(cleanup)

const centres = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ID: i + 1, label: `Centre ${String(i + 1).padStart(2, '0')}` }))

const tierOf = (centre: { ID: number; label: string }): FeeTierView => ({
  ID: 100 + centre.ID,
  fkCentre: centre.ID,
  label: `Tier of ${centre.label}`,
  effectiveForRegistrationFrom: '2026-01-01',
  effectiveForRegistrationTo: null,
  isLastTierInGroup: true,
  active: true,
  pending: false,
  feeGroup: { ID: 1, groupCode: 'STD' },
  centre,
  fees: [],
  numberOfChildren: [],
})

/** The API as it answers: a centre's tiers when one is named, every centre's otherwise. */
function mockApi(count: number) {
  const all = centres(count)
  return mockGraphQL({
    getAccessibleCentresForModule: () => ({ data: { getAccessibleCentresForModule: all } }),
    findAllFeeDraft: () => ({ data: { findAllFeeDraft: { totalCount: 0, pendingCount: 0, data: [] } } }),
    findAllCurrentFeeTier: ({ fkCentre }) => ({
      data: {
        findAllCurrentFeeTier: all.filter((c) => fkCentre == null || c.ID === fkCentre).map(tierOf),
      },
    }),
  })
}

function renderAt(url: string) {
  return renderWithProviders(<FeeManagementPage />, {
    path: '/feemanagement',
    url,
    session: staffSession(['fees.read'], { fkSchool: 3 }),
  }).user
}

describe('the fee tiers of many centres', () => {
  it('shows every centre in reach at once up to ten centres, and one when chosen', async () => {
    const api = mockApi(3)
    const user = renderAt('/feemanagement')
    await screen.findByText(/Tier of Centre 03/)
    expect(api.callsOf('findAllCurrentFeeTier')[0]?.variables).toMatchObject({ fkCentre: null })
    const filter = screen.getByTestId('fee-centre-filter') as HTMLSelectElement
    expect(within(filter).getByRole('option', { name: 'All centres' })).toBeTruthy()
    await user.selectOptions(filter, '2')
    await waitFor(() => expect(screen.queryByText(/Tier of Centre 03/)).toBeNull())
    expect(screen.getByText(/Tier of Centre 02/)).toBeTruthy()
    expect(api.callsOf('findAllCurrentFeeTier').at(-1)?.variables).toMatchObject({ fkCentre: 2 })
  })

  it('shows one centre at a time beyond ten, the first unless the address names one', async () => {
    const api = mockApi(11)
    renderAt('/feemanagement')
    await screen.findByText(/Tier of Centre 01/)
    expect(api.callsOf('findAllCurrentFeeTier').map((c) => c.variables.fkCentre)).toEqual([1])
    const filter = screen.getByTestId('fee-centre-filter') as HTMLSelectElement
    expect(within(filter).queryByRole('option', { name: 'All centres' })).toBeNull()
    expect(screen.queryByText(/Tier of Centre 02/)).toBeNull()
    cleanup()

    mockApi(11)
    renderAt('/feemanagement?centre=7')
    await screen.findByText(/Tier of Centre 07/)
    expect((screen.getByTestId('fee-centre-filter') as HTMLSelectElement).value).toBe('7')
  })
})
