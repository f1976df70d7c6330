import '../../i18n'
import { GiroMsg, singaporeToday } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { fakeSession, renderWithProviders } from '../../test/render'
import { GiroSection } from './GiroSection'

// The signed-in parent the form takes its defaults from.
const session = () =>
  fakeSession({
    status: 'ready',
    me: {
      fkSchool: 3,
      firstname: 'Siew Lan',
      lastname: 'Koh',
      mobilePhone: '91230000',
      mobilePhoneCountryCode: '+65',
    } as never,
    can: () => true,
  })

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const account = {
  ID: 11,
  payerAccountNumber: '1234567890',
  payerAccountName: 'Siew Lan Koh',
  source: 'online',
  status: 'pending',
  billReferenceNumber: 'GR00000011',
  isCda: true,
  effectiveFrom: null,
  applicationDate: '2026-11-20',
  createdAt: '2026-11-20T02:00:00.000Z',
  bank: { ID: 1, bankName: 'DBS Bank / POSB', bankCode: '7171' },
  statusChanges: [],
}
const info = (overrides: Record<string, unknown> = {}) => ({
  data: {
    bankAccountInfoByIDEnquiry: {
      IDEnquiry: 5,
      IDChild: 7,
      skipGiroSetup: false,
      canPayRegistrationByGiro: false,
      payingByGiro: false,
      accounts: [],
      ...overrides,
    },
  },
})
const banks = () => ({
  data: {
    findAllBankBicCode: [{ ID: 1, bankName: 'DBS Bank / POSB', bankCode: '7171', bicCode: 'DBSSSGSG' }],
  },
})

describe('GIRO section of the payment page', () => {
  it('applies with the CDA, the number without dashes, and shows the new account', async () => {
    let saved = false
    const api = mockGraphQL({
      bankAccountInfoByIDEnquiry: () => info({ accounts: saved ? [account] : [] }),
      findAllBankBicCode: banks,
      saveGiroApplication: () => {
        saved = true
        return { data: { saveGiroApplication: { ID: 11 } } }
      },
    })
    const { user } = renderWithProviders(<GiroSection enquiryId={5} />, { session: session() })
    await screen.findByTestId('giro-form')
    expect(screen.queryByTestId('giro-skip')).toBeNull()
    await user.click(screen.getByTestId('giro-submit'))
    expect(await screen.findByText(GiroMsg.bankUnknown)).toBeTruthy()
    // Own account unless the parent says it is the child's CDA.
    const isCda = screen.getByTestId('giro-is-cda') as HTMLInputElement
    expect(isCda.checked).toBe(false)
    await user.click(isCda)
    await user.selectOptions(screen.getByTestId('giro-bank'), 'DBS Bank / POSB')
    await user.type(screen.getByTestId('giro-account-number'), '123-456789-0')
    await user.click(screen.getByTestId('giro-submit'))
    await screen.findByTestId('bank-account-11')
    // The application's status takes the form's place.
    expect(screen.queryByTestId('giro-form')).toBeNull()
    expect(screen.getByTestId('giro-saved')).toBeTruthy()
    const call = api.calls.find((c) => c.field === 'saveGiroApplication')!
    expect(call.variables).toEqual({
      IDChild: 7,
      IDSchool: 3,
      giroApplication: {
        fkBankBicCode: 1,
        bankAccountNumber: '1234567890',
        IsCDA: true,
        nameOfAccountHolders: ['Siew Lan Koh'],
        mobilePhoneCountryCode: '+65',
        mobilePhone: '91230000',
        applicationDate: singaporeToday(),
      },
    })
    expect(screen.getByTestId('bank-account-status-11').textContent).toBe('Pending')
  })

  it('offers to skip only when the school allows it, and to pay by GIRO when the server says so', async () => {
    mockGraphQL({
      bankAccountInfoByIDEnquiry: () => info({ skipGiroSetup: true }),
      findAllBankBicCode: banks,
    })
    const { user } = renderWithProviders(<GiroSection enquiryId={5} />, { session: session() })
    await user.click(await screen.findByTestId('giro-skip'))
    expect(screen.queryByTestId('giro-form')).toBeNull()
    expect(screen.getByTestId('giro-skipped')).toBeTruthy()
    cleanup()
    const api = mockGraphQL({
      bankAccountInfoByIDEnquiry: () => info({ accounts: [account], canPayRegistrationByGiro: true }),
      findAllBankBicCode: banks,
      payRegistrationFeeByGiro: () => ({
        data: { payRegistrationFeeByGiro: { IDEnquiry: 5, payingByGiro: true } },
      }),
    })
    const second = renderWithProviders(<GiroSection enquiryId={5} />, { session: session() })
    await second.user.click(await screen.findByTestId('giro-pay-registration'))
    await waitFor(() => expect(api.calls.some((c) => c.field === 'payRegistrationFeeByGiro')).toBe(true))
  })
})
