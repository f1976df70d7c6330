import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { fakeSession, renderWithProviders } from '../../test/render'
import { BankAccountCard } from './BankAccountCard'
import { pendingAccount } from './test-fixtures'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const account = pendingAccount

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
