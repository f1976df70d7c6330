import '../../i18n'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { fakeSession, renderWithProviders } from '../../test/render'
import { ChildBankAccounts } from './ChildBankAccounts'
import { pendingAccount } from './test-fixtures'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const pending = pendingAccount
const handlers = () => ({
  bankAccountInfoByIDChild: () => ({
    data: { bankAccountInfoByIDChild: { IDChild: 9, accounts: [pending] } },
  }),
  findAllBankBicCode: () => ({
    data: { findAllBankBicCode: [{ ID: 2, bankName: 'OCBC Bank', bankCode: '7339', bicCode: 'OCBCSGSG' }] },
  }),
  getBankAccountStatusChangeReasonsByStatus: ({ status }: Record<string, unknown>) => ({
    data: {
      getBankAccountStatusChangeReasonsByStatus: [
        { ID: status === 'approved' ? 1 : 2, label: `${status} reason` },
      ],
    },
  }),
  updateBankAccountStatus: () => ({ data: { updateBankAccountStatus: { ID: 21, status: 'rejected' } } }),
  addGiro: () => ({ data: { addGiro: { ID: 22 } } }),
})
const staff = (keys: string[]) =>
  fakeSession({ status: 'ready', isStaff: true, can: (k) => keys.includes(k) })

describe('the child profile bank accounts tab', { timeout: 30_000 }, () => {
  it('lets finance approvers move an account with a reason of the target status and remarks', async () => {
    const api = mockGraphQL(handlers())
    const { user } = renderWithProviders(<ChildBankAccounts childId={9} />, {
      session: staff(['giro.read', 'giro.decide']),
    })
    await user.click(await screen.findByTestId('bank-account-change-21'))
    expect(screen.queryByTestId('giro-paper-add')).toBeNull()
    await user.selectOptions(screen.getByTestId('giro-status-target'), 'rejected')
    await user.click(screen.getByTestId('giro-status-confirm'))
    expect(await screen.findByText('Choose a reason from the list')).toBeTruthy()
    await user.selectOptions(screen.getByTestId('giro-status-reason'), 'rejected reason')
    await user.type(screen.getByTestId('giro-status-remarks'), 'Signature differs')
    await user.click(screen.getByTestId('giro-status-confirm'))
    await waitFor(() => expect(screen.queryByTestId('giro-status-dialog')).toBeNull())
    expect(api.calls.find((c) => c.field === 'updateBankAccountStatus')?.variables).toEqual({
      IDBankAccount: 21,
      status: 'rejected',
      fkReason: 2,
      remarks: 'Signature differs',
    })
  })

  it('lets finance writers type in a paper form, and shows parents no action', async () => {
    const api = mockGraphQL(handlers())
    const { user } = renderWithProviders(<ChildBankAccounts childId={9} />, { session: staff(['giro.add']) })
    await user.click(await screen.findByTestId('giro-paper-add'))
    await user.selectOptions(screen.getByTestId('giro-paper-bank'), 'OCBC Bank')
    await user.type(screen.getByTestId('giro-paper-account-number'), '5012 3456 7001')
    await user.type(screen.getByTestId('giro-paper-holder-1'), 'Rachel Tan')
    await user.click(screen.getByTestId('giro-paper-confirm'))
    await waitFor(() => expect(api.calls.some((c) => c.field === 'addGiro')).toBe(true))
    expect(api.calls.find((c) => c.field === 'addGiro')?.variables).toMatchObject({
      paymentType: 'giro',
      giroAccount: {
        IDChild: 9,
        fkBankBicCode: 2,
        payerAccountNumber: '501234567001',
        payerAccountNames: ['Rachel Tan'],
      },
    })
    cleanup()
    mockGraphQL(handlers())
    renderWithProviders(<ChildBankAccounts childId={9} />, {
      session: fakeSession({ status: 'ready', can: (k) => k === 'giro.read' }),
    })
    await screen.findByTestId('bank-account-21')
    expect(screen.queryByTestId('bank-account-change-21')).toBeNull()
    expect(screen.queryByTestId('giro-paper-add')).toBeNull()
  })
})
