import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../i18n'
import { testQueryClient } from '../../shell/test/render-app'
import { mockGraphQL } from '../../test/graphql-mock'
import type { RegistrationInvoice } from './documents'
import PaymentPage from './PaymentPage'

// The GIRO section has its own test (GiroSection.test.tsx); here the page's own parts.
vi.mock('./GiroSection', () => ({ GiroSection: () => null }))

const invoice = (overrides: Partial<RegistrationInvoice> = {}): RegistrationInvoice => ({
  ID: 9,
  invoiceNo: 'INV-000042',
  label: 'Registration of Chloe Lim',
  status: 'issued',
  invoiceDate: '2026-11-24',
  invoiceDueDate: '2026-12-01',
  totalAmount: 135_000,
  totalTaxAmount: 1_350,
  grandTotal: 136_350,
  outstandingAmount: 136_350,
  items: [
    {
      label: 'Registration fee',
      quantity: 1,
      unitPrice: 15_000,
      taxable: true,
      taxAmount: 1_350,
      totalAmount: 15_000,
      displayTotalAmount: 16_350,
    },
  ],
  receipts: [],
  payNow: { uen: '201912341K', reference: 'INV-000042', amount: 136_350, payload: '000201010212SG.PAYNOW' },
  ...overrides,
})

const status = (state: string) => () => ({
  data: {
    getEnrolmentStatus: {
      IDEnquiry: 31,
      state,
      invoicePaid: state === 'enrolled',
      giroRequired: false,
      enrolled: state === 'enrolled',
    },
  },
})

function renderPage() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/overview/enrolment/31/payment']}>
        <Routes>
          <Route path="/overview/enrolment/:id/payment" element={<PaymentPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the payment page', () => {
  it('shows the invoice with GST, the PayNow code with its reference and the draft first month', async () => {
    const api = mockGraphQL({
      getEnquiryRegistrationInvoice: () => ({ data: { getEnquiryRegistrationInvoice: invoice() } }),
      getEnquiryDraftMonthlyFeeInvoice: () => ({
        data: {
          getEnquiryDraftMonthlyFeeInvoice: {
            label: 'Fees for 2026-12',
            month: '2026-12-01',
            totalAmount: 120_000,
            totalTaxAmount: 10_800,
            grandTotal: 130_800,
            items: [],
          },
        },
      }),
      getEnrolmentStatus: status('pending_registration_payment'),
    })
    renderPage()
    expect((await screen.findByTestId('invoice-no')).textContent).toContain('Invoice INV-000042')
    expect(screen.getByTestId('invoice-lines-line-0').textContent).toContain('1 × $150.00 · GST $13.50')
    expect(screen.getByTestId('invoice-lines-total').textContent).toContain('$1,363.50')
    expect((await screen.findByTestId('paynow-qr')).getAttribute('aria-label')).toBe(
      'PayNow QR code paying $1,363.50 with reference INV-000042',
    )
    expect(screen.getByTestId('paynow-reference').textContent).toContain(
      'UEN 201912341K with reference INV-000042',
    )
    expect(
      within(screen.getByTestId('draft-monthly')).getByTestId('draft-lines-total').textContent,
    ).toContain('$1,308.00')
    expect(api.callsOf('getEnquiryRegistrationInvoice')[0].variables).toEqual({ IDEnquiry: 31 })
  })

  it('shows a paid invoice without PayNow, its receipt and the enrolment', async () => {
    mockGraphQL({
      getEnquiryRegistrationInvoice: () => ({
        data: {
          getEnquiryRegistrationInvoice: invoice({
            status: 'paid',
            outstandingAmount: 0,
            payNow: null,
            receipts: [
              {
                ID: 5,
                receiptNo: 'RCT-000007',
                amount: 136_350,
                paymentType: 'paynow',
                referenceNo: 'INV-000042',
                createdAt: '2026-11-25T02:00:00.000Z',
              },
            ],
          }),
        },
      }),
      getEnquiryDraftMonthlyFeeInvoice: () => ({ data: { getEnquiryDraftMonthlyFeeInvoice: null } }),
      getEnrolmentStatus: status('enrolled'),
    })
    renderPage()
    expect((await screen.findByTestId('invoice-status')).textContent).toContain('Paid')
    expect(screen.queryByTestId('paynow')).toBeNull()
    expect(screen.getByTestId('receipt-5').textContent).toContain('RCT-000007 · $1,363.50 · PayNow')
    expect(screen.getByRole('button', { name: 'Receipt PDF RCT-000007' })).toBeTruthy()
    expect((await screen.findByTestId('enrolment-status')).textContent).toContain('Enrolled')
  })

  it('says there is nothing to pay before the payment step', async () => {
    mockGraphQL({
      getEnquiryRegistrationInvoice: () => ({ data: { getEnquiryRegistrationInvoice: null } }),
      getEnquiryDraftMonthlyFeeInvoice: () => ({ data: { getEnquiryDraftMonthlyFeeInvoice: null } }),
      getEnrolmentStatus: status('pending_econsent'),
    })
    renderPage()
    expect((await screen.findByTestId('registration-invoice-not-found')).textContent).toContain(
      'nothing to pay yet',
    )
  })
})
