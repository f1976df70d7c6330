import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'
import { formatMoney } from '../../lib/format'
import type { AnyDocument } from '../../lib/graphql-hooks'
import type { PaymentAccessQuery } from '../../generated/graphql'
import { paymentAccessQuery } from './card-documents'
import { useCreatePaymentSession, usePaymentAccess, useUpdatePaymentSession } from './card-hooks'
import { enrolmentStatusQuery, registrationInvoiceQuery } from './documents'

/** What the panel needs of a getPaymentAccess-shaped answer. */
export type CardAccess = PaymentAccessQuery['getPaymentAccess']

interface CardPaymentPanelProps {
  info: CardAccess | undefined
  /** Reads the access again (after a refusal that may mean an earlier checkout was paid meanwhile). */
  refetch: () => Promise<CardAccess | undefined>
  /** The queries a confirmed order changes. */
  invalidates: readonly AnyDocument[]
  /** The sentence above the button, with the amount in words. */
  intro: (amount: string) => string
}

/**
 * Paying an invoice by card: "Pay by card" opens a hosted-checkout session and goes to its page; the gateway sends
 * the browser back here with `orderId`, and the order is then confirmed server to server (updatePaymentSession)
 * before anything is shown as paid. A failed attempt reads its code in words and can be tried again with a new
 * session. The registration fee's payment page and an invoice's own page both show it.
 */
export function CardPaymentPanel({ info, refetch, invalidates, intro }: CardPaymentPanelProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const orderId = params.get('orderId')
  const create = useCreatePaymentSession()
  const update = useUpdatePaymentSession(invalidates)
  const confirmed = useRef<string | null>(null)

  useEffect(() => {
    if (!orderId || confirmed.current === orderId) return
    confirmed.current = orderId
    update.mutate({ paymentOrderID: orderId })
  }, [orderId, update])

  const result = update.data?.updatePaymentSession
  const pay = async () => {
    if (!info?.IDInvoice) return
    try {
      const session = await create.mutateAsync({ InvoiceID: info.IDInvoice })
      window.location.assign(session.createPaymentSession.checkoutUrl)
    } catch {
      // Shown from create.error. A refusal may mean an earlier checkout was paid meanwhile (its notification
      // lost): the server settled it, so the page reads the payment again and shows what stands instead.
      const fresh = await refetch()
      if (fresh && !fresh.available) create.reset()
    }
  }
  const failure = result?.message ?? (!orderId && info?.lastOrder?.message) ?? null
  // Paid by card (now, or on an earlier visit); an invoice paid otherwise is the page's receipts' business.
  const paidByCard = result?.status === 'paid' || info?.lastOrder?.status === 'paid'
  if (!info || (!info.available && !paidByCard)) return null

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="card-payment">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('cardPayment.title')}
        </Typography>
        {update.isPending && (
          <Typography data-testid="card-payment-checking">{t('cardPayment.checking')}</Typography>
        )}
        {paidByCard && (
          <Alert severity="success" data-testid="card-payment-paid">
            {t('cardPayment.paid')}
          </Alert>
        )}
        {result?.status === 'open' && (
          <Alert severity="info" data-testid="card-payment-open">
            {t('cardPayment.stillOpen')}
          </Alert>
        )}
        {failure && info.available && (
          <Alert severity="error" data-testid="card-payment-error">
            {result?.message ? failure : t('cardPayment.lastAttempt', { message: failure })}
          </Alert>
        )}
        <FormErrorAlert
          message={create.error?.message ?? update.error?.message}
          testId="card-payment-failure"
        />
        {info.available && (
          <>
            <Typography variant="body2">{intro(formatMoney(info.outstanding ?? 0))}</Typography>
            <Button
              variant="contained"
              onClick={pay}
              disabled={create.isPending || update.isPending}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minHeight: 48 }}
              data-testid="card-pay"
            >
              {failure ? t('cardPayment.tryAgain') : t('cardPayment.pay')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  )
}

/** The registration fee by card, on the enquiry's payment page. */
export function CardPaymentSection({ enquiryId }: { enquiryId: number }) {
  const { t } = useTranslation()
  const access = usePaymentAccess(enquiryId)
  return (
    <CardPaymentPanel
      info={access.data?.getPaymentAccess}
      refetch={async () => (await access.refetch()).data?.getPaymentAccess}
      invalidates={[paymentAccessQuery, registrationInvoiceQuery, enrolmentStatusQuery]}
      intro={(amount) => t('cardPayment.intro', { amount })}
    />
  )
}
