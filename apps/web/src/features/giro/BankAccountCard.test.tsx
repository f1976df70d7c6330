import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { fakeSession, renderWithProviders } from '../../test/render'
import type { GiroBankAccount } from './documents'
import { BankAccountCard } from './BankAccountCard'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const account = {
  ID: 21,
  payerAccountNumber: '501234567001',
  payerAccountName: 'Rachel Tan',
  source: 'online',
  status: 'pending',
  billReferenceNumber: 'GR00000021',
  isCda: false,
  effectiveFrom: null,
  applicationDate: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  bank: { ID: 2, bankName: 'OCBC Bank', bankCode: '7339' },
  statusChanges: [],
} as unknown as GiroBankAccount

describe('a bank account card', () => {
  it('says why the GIRO form could not be downloaded, instead of doing nothing', async () => {
    mockGraphQL({ exportGiroApplicationPdf: () => gqlError('Bank account not found', 'NOT_FOUND') })
    const { user } = renderWithProviders(<BankAccountCard account={account} />, {
      session: fakeSession({ status: 'ready' }),
    })
    await user.click(screen.getByTestId('bank-account-pdf-21'))
    expect((await screen.findByTestId('bank-account-pdf-error-21')).textContent).toBe(
      'Bank account not found',
    )
  })
})
