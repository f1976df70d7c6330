import { FeeMsg } from '@preschool/domain'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../../test/render'
import type { FeeDraftView } from '../documents'
import { DraftCard } from './DraftCard'

const person = (ID: number) => ({ ID, firstname: 'Ann', lastname: 'Lee' })
const draft: FeeDraftView = {
  ID: 12,
  fkUser: 40,
  status: 'pending',
  // As the server answers another approver of the centre (the row's permitted actions).
  can: ['fees.approve', 'fees.impact'],
  effectiveFrom: '2099-01-01',
  createdAt: '2098-11-01T00:00:00.000Z',
  centre: { ID: 2, label: 'Tampines' },
  feeTier: { ID: 5, label: 'Tier A' },
  user: person(40),
  approver: null,
  items: [
    {
      ID: 2,
      nationality: 'Singaporean',
      amount: 90_000,
      lastAmount: 90_000,
      level: { label: 'N1' },
      program: { label: 'Full day' },
    },
    {
      ID: 1,
      nationality: 'Singaporean',
      amount: 130_000,
      lastAmount: 120_000,
      level: { label: 'K1' },
      program: { label: 'Full day' },
    },
  ],
  activityLogs: [],
}
const impact = () => ({
  data: {
    getFeeDraftImpact: {
      effectiveFrom: '2099-01-01',
      noticeMonths: 4,
      needsNoticeWarning: false,
      lines: [],
      families: [],
    },
  },
})
const family = (ID: number) => ({
  parent: { ID, firstname: 'Parent', lastname: String(ID) },
  email: null,
  difference: 10_000,
  children: [{ ID, firstname: 'Child', lastname: String(ID) }],
})
const warningImpact = () => ({
  data: {
    getFeeDraftImpact: {
      ...impact().data.getFeeDraftImpact,
      needsNoticeWarning: true,
      families: [family(1), family(2)],
    },
  },
})
const approver = () => staffSession(['fees.approve'], { ID: 41 })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('DraftCard', () => {
  it('sends one approval for a double click: the second would be refused as no longer pending', async () => {
    let answer: () => void = () => undefined
    const api = mockGraphQL({
      getFeeDraftImpact: impact,
      approveFeeChangeRequest: () =>
        new Promise((resolve) => {
          answer = () => resolve({ data: { approveFeeChangeRequest: { ID: 12 } } })
        }),
    })
    const onNotice = vi.fn()
    renderWithProviders(<DraftCard draft={draft} onNotice={onNotice} />, { session: approver() })
    fireEvent.click(await screen.findByTestId('fee-draft-approve'))
    const approve = await screen.findByTestId('fee-approve-confirm')
    fireEvent.click(approve)
    fireEvent.click(approve)
    await waitFor(() => expect(screen.getByTestId('fee-draft-reject')).toHaveProperty('disabled', true))
    answer()
    await waitFor(() => expect(onNotice).toHaveBeenCalledOnce())
    expect(api.callsOf('approveFeeChangeRequest')).toHaveLength(1)
  })

  it('clears an earlier refusal once another action succeeds', async () => {
    mockGraphQL({
      getFeeDraftImpact: impact,
      rejectFeeChangeRequest: () => gqlError(FeeMsg.remarkRequired, 'BAD_USER_INPUT'),
      approveFeeChangeRequest: () => ({ data: { approveFeeChangeRequest: { ID: 12 } } }),
    })
    const onNotice = vi.fn()
    const { user } = renderWithProviders(<DraftCard draft={draft} onNotice={onNotice} />, {
      session: approver(),
    })
    await user.click(await screen.findByTestId('fee-draft-reject'))
    expect((await screen.findByTestId('fee-draft-error')).textContent).toBe(FeeMsg.remarkRequired)
    await user.click(screen.getByTestId('fee-draft-approve'))
    await user.click(await screen.findByTestId('fee-approve-confirm'))
    await waitFor(() => expect(onNotice).toHaveBeenCalledOnce())
    expect(screen.queryByTestId('fee-draft-error')).toBeNull()
  })

  it('asks before approving: backing out of the dialog approves nothing', async () => {
    const api = mockGraphQL({ getFeeDraftImpact: impact })
    const { user } = renderWithProviders(<DraftCard draft={draft} onNotice={vi.fn()} />, {
      session: approver(),
    })
    await user.click(await screen.findByTestId('fee-draft-approve'))
    expect((await screen.findByTestId('fee-approve-confirm-dialog')).textContent).toContain(
      'The new fees of Tampines · Tier A apply from 01/01/2099',
    )
    await user.click(screen.getByTestId('fee-approve-confirm-cancel'))
    expect(api.callsOf('approveFeeChangeRequest')).toHaveLength(0)
  })

  it('shows its maker the notice warning and how many families the change reaches, before any approver', async () => {
    mockGraphQL({ getFeeDraftImpact: warningImpact })
    renderWithProviders(<DraftCard draft={{ ...draft, status: 'draft' }} onNotice={vi.fn()} />, {
      session: staffSession(['fees.write'], { ID: 40 }),
    })
    expect((await screen.findByTestId('fee-notice-warning')).textContent).toContain('less than 4 months')
    expect(screen.getByTestId('fee-impact-family-count').textContent).toBe(
      '2 families pay a changed fee from 01/01/2099.',
    )
    expect(screen.getByTestId('fee-draft-submit')).toBeTruthy()
  })

  it('marks the fees the request changes among those it keeps', async () => {
    mockGraphQL({ getFeeDraftImpact: impact })
    renderWithProviders(<DraftCard draft={draft} onNotice={vi.fn()} />, { session: approver() })
    const changed = await screen.findAllByTestId('fee-draft-items-row-changed')
    expect(changed.map((row) => row.textContent)).toEqual([expect.stringContaining('K1')])
    expect(changed[0].textContent).toContain('Changed')
    expect(screen.getAllByTestId('fee-draft-items-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('N1'),
    ])
  })

  it('offers the decision only where the server permits it on the row, whatever the roles', async () => {
    mockGraphQL({ getFeeDraftImpact: impact })
    // The caller holds approve, but the server left the decision out of this row (their own request, say).
    renderWithProviders(<DraftCard draft={{ ...draft, can: [] }} onNotice={vi.fn()} />, {
      session: approver(),
    })
    expect(await screen.findByTestId('fee-draft-status')).toBeTruthy()
    expect(screen.queryByTestId('fee-draft-approve')).toBeNull()
  })
})
