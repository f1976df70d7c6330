import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders, staffSession } from '../../../test/render'
import type { FeeTierView } from '../documents'
import { TierCard } from './TierCard'

const tier: FeeTierView = {
  ID: 9,
  fkCentre: 2,
  label: 'Tier 2027',
  effectiveForRegistrationFrom: '2027-01-01',
  effectiveForRegistrationTo: null,
  isLastTierInGroup: false,
  active: false,
  pending: true,
  feeGroup: { ID: 1, groupCode: 'G1' },
  centre: { ID: 2, label: 'Tampines' },
  fees: [],
  numberOfChildren: [],
}

describe('TierCard', () => {
  afterEach(cleanup)

  it('marks a new tier as awaiting approval and offers no change while it waits', async () => {
    renderWithProviders(<TierCard tier={tier} canChange />, { session: staffSession([]) })
    expect(await screen.findByText('New tier awaiting approval')).toBeTruthy()
    expect(screen.queryByTestId('fee-tier-change-9')).toBeNull()
  })

  it('marks an active tier with an open request as a change pending', async () => {
    renderWithProviders(<TierCard tier={{ ...tier, active: true }} canChange />, {
      session: staffSession([]),
    })
    expect(await screen.findByText('Change pending')).toBeTruthy()
  })
})
