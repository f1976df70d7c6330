import { PaymentErrorMessages, PaymentMsg } from '@preschool/domain'
import { cleanup, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders } from '../../test/render'
import { CardPaymentSection } from './CardPaymentSection'

const access = (over: Record<string, unknown> = {}) => ({
  data: {
    getPaymentAccess: {
      available: true,
      reason: null,
      message: null,
      IDInvoice: 41,
      outstanding: 136_350,
      lastOrder: null,
      ...over,
    },
  },
})
const order = (status: string, errorCode: string | null) => ({
  data: {
    updatePaymentSession: {
      orderId: '7-abc',
      status,
      errorCode,
      message: errorCode ? PaymentErrorMessages[errorCode as 'ERR002'] : null,
      IDReceipt: status === 'paid' ? 9 : null,
    },
  },
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('CardPaymentSection', () => {
  it('opens a session for the invoice and goes to its checkout page', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const api = mockGraphQL({
      getPaymentAccess: () => access(),
      createPaymentSession: () => ({
        data: {
          createPaymentSession: {
            Id: 'SESSION1',
            checkoutUrl: '/sandbox/checkout/SESSION1',
            Order: { Id: '7-abc', Amount: '1363.50', Currency: 'SGD' },
          },
        },
      }),
    })
    const { user } = renderWithProviders(<CardPaymentSection enquiryId={5} />)
    expect((await screen.findByTestId('card-payment')).textContent).toContain('$1,363.50')
    await user.click(screen.getByTestId('card-pay'))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/SESSION1'))
    expect(api.callsOf('createPaymentSession')[0].variables).toEqual({ InvoiceID: 41 })
  })

  it('on return confirms the order and says a decline in words, with a try-again button', async () => {
    const api = mockGraphQL({
      getPaymentAccess: () => access(),
      updatePaymentSession: () => order('declined', 'ERR002'),
    })
    renderWithProviders(<CardPaymentSection enquiryId={5} />, { url: '/pay?orderId=7-abc&resultIndicator=x' })
    expect((await screen.findByTestId('card-payment-error')).textContent).toBe(
      'Your bank declined the payment. Please contact your bank.',
    )
    expect(screen.getByTestId('card-pay').textContent).toBe('Try again')
    expect(api.callsOf('updatePaymentSession')).toHaveLength(1)
    expect(api.callsOf('updatePaymentSession')[0].variables).toEqual({ paymentOrderID: '7-abc' })
  })

  it('shows a confirmed payment as received', async () => {
    mockGraphQL({
      getPaymentAccess: () =>
        access({
          available: false,
          reason: 'invoicePaid',
          outstanding: 0,
          lastOrder: { orderId: '7-abc', status: 'paid', errorCode: null, message: null },
        }),
      updatePaymentSession: () => order('paid', null),
    })
    renderWithProviders(<CardPaymentSection enquiryId={5} />, { url: '/pay?orderId=7-abc' })
    expect((await screen.findByTestId('card-payment-paid')).textContent).toMatch(/payment was received/)
    expect(screen.queryByTestId('card-pay')).toBeNull()
  })

  it('stays hidden for an invoice paid otherwise (PayNow, GIRO)', async () => {
    const api = mockGraphQL({
      getPaymentAccess: () => access({ available: false, reason: 'invoicePaid', outstanding: 0 }),
    })
    renderWithProviders(<CardPaymentSection enquiryId={5} />)
    await waitFor(() => expect(api.callsOf('getPaymentAccess')).toHaveLength(1))
    expect(screen.queryByTestId('card-payment')).toBeNull()
  })

  it('stays hidden before the enquiry reaches the payment step', async () => {
    const api = mockGraphQL({
      getPaymentAccess: () => access({ available: false, reason: 'notPendingPayment' }),
    })
    renderWithProviders(<CardPaymentSection enquiryId={5} />)
    await waitFor(() => expect(api.callsOf('getPaymentAccess')).toHaveLength(1))
    expect(screen.queryByTestId('card-payment')).toBeNull()
  })

  it('reads the payment again when a new checkout is refused: an earlier one may have been paid meanwhile', async () => {
    let paid = false
    const api = mockGraphQL({
      getPaymentAccess: () =>
        paid
          ? access({
              available: false,
              reason: 'invoicePaid',
              outstanding: 0,
              lastOrder: { orderId: '7-abc', status: 'paid', errorCode: null, message: null },
            })
          : access(),
      createPaymentSession: () => {
        // The server found the earlier order paid, settled the invoice and refused a second checkout.
        paid = true
        return gqlError(PaymentMsg.notPayable, 'CONFLICT')
      },
    })
    const { user } = renderWithProviders(<CardPaymentSection enquiryId={5} />)
    await user.click(await screen.findByTestId('card-pay'))
    expect((await screen.findByTestId('card-payment-paid')).textContent).toMatch(/payment was received/)
    expect(screen.queryByTestId('card-pay')).toBeNull()
    expect(screen.queryByTestId('card-payment-failure')).toBeNull()
    expect(api.callsOf('getPaymentAccess')).toHaveLength(2)
  })
})
