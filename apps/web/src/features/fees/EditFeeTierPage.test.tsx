import { FeeMsg } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import EditFeeTierPage from './EditFeeTierPage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const tier = {
  ID: 5,
  fkCentre: 2,
  label: 'Tier A',
  effectiveForRegistrationFrom: '2020-01-01',
  effectiveForRegistrationTo: null,
  isLastTierInGroup: false,
  pending: false,
  feeGroup: { ID: 1, groupCode: 'G1' },
  centre: { ID: 2, label: 'Tampines' },
  fees: [
    {
      ID: 9,
      nationality: 'Singaporean',
      amount: 120_000,
      effectiveFrom: '2020-01-01',
      effectiveTo: null,
      level: { ID: 1, label: 'K1' },
      program: { ID: 1, label: 'Full day' },
    },
  ],
  numberOfChildren: [],
}

describe('the fee change form', () => {
  it('asks for a changed amount before opening a request, so a refused save leaves no open request behind', async () => {
    const api = mockGraphQL({ findAllCurrentFeeTier: () => ({ data: { findAllCurrentFeeTier: [tier] } }) })
    const { user } = renderWithProviders(<EditFeeTierPage />, {
      url: '/feemanagement/editfeetier?tier=5',
      session: staffSession(['fees.write']),
    })
    await user.type(await screen.findByTestId('fee-change-effective'), '2099-01-01')
    await user.click(screen.getByTestId('fee-change-save'))
    expect(await screen.findByText(FeeMsg.noChange)).toBeTruthy()
    expect(api.callsOf('newFeeDraft')).toHaveLength(0)
  })

  it('saves a draft without submitting it, or submits it for approval: two buttons', async () => {
    const api = mockGraphQL({
      findAllCurrentFeeTier: () => ({ data: { findAllCurrentFeeTier: [tier] } }),
      newFeeDraft: () => ({ data: { newFeeDraft: { ID: 77 } } }),
      updateFeeDraftItems: () => ({ data: { updateFeeDraftItems: { ID: 77 } } }),
      submitFeeDraft: () => ({ data: { submitFeeDraft: { ID: 77, status: 'pending' } } }),
    })
    const { user } = renderWithProviders(<EditFeeTierPage />, {
      url: '/feemanagement/editfeetier?tier=5',
      session: staffSession(['fees.write']),
    })
    await user.type(await screen.findByTestId('fee-change-effective'), '2099-01-01')
    const amount = screen.getByTestId('fee-change-amount-0')
    await user.clear(amount)
    await user.type(amount, '1300')
    expect(screen.getByTestId('fee-change-save').textContent).toBe('Submit for approval')
    await user.click(screen.getByTestId('fee-change-draft'))
    await waitFor(() => expect(api.callsOf('updateFeeDraftItems')).toHaveLength(1))
    expect(api.callsOf('submitFeeDraft')).toHaveLength(0)
  })
})
