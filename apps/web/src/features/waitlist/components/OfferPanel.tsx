import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Confirmation, ConfirmDialog } from '../../../components/ConfirmDialog'
import type { WaitListEnquiry } from '../documents'
import { useDeclineOffer, useOfferPlace } from '../hooks'
import { formatDate, formatMonth } from '../../../lib/format'

/**
 * The enquiry's offer of a place: offer one (a seat of its centre, level and month wanted is reserved) while the
 * family waits, or record that the family declined the one offered.
 */
export function OfferPanel({ enquiry, canWrite }: { enquiry: WaitListEnquiry; canWrite: boolean }) {
  const { t } = useTranslation()
  const offer = useOfferPlace()
  const decline = useDeclineOffer()
  const [asking, setAsking] = useState<'offer' | 'decline' | null>(null)
  const child = `${enquiry.childFirstname} ${enquiry.childLastname}`
  const queued = enquiry.queuePosition > 0
  const confirmation: Confirmation | null =
    asking === 'offer'
      ? {
          title: t('waitlist.offerTitle'),
          text: t('waitlist.offerText', {
            centre: enquiry.centre.label,
            level: enquiry.level.label,
            month: formatMonth(enquiry.enrollmentPlan),
            child,
          }),
          confirmLabel: t('waitlist.offerPlace'),
          destructive: false,
        }
      : asking === 'decline'
        ? {
            title: t('waitlist.declineTitle'),
            text: t('waitlist.declineText', { child }),
            confirmLabel: t('waitlist.declineOffer'),
            destructive: true,
          }
        : null
  const mutation = asking === 'decline' ? decline : offer
  return (
    <Stack spacing={1.5} data-testid="waitlist-offer-panel">
      <Typography variant="subtitle1" component="h2">
        {t('waitlist.offer')}
      </Typography>
      {enquiry.offer && (
        <Alert severity="success" data-testid="waitlist-offer">
          {t('waitlist.offeredFrom', { month: formatMonth(enquiry.offer.month) })},{' '}
          {enquiry.offer.dueDate
            ? t('waitlist.dueBy', { date: formatDate(enquiry.offer.dueDate) })
            : t('waitlist.noDue')}
        </Alert>
      )}
      {canWrite && (
        <Stack direction="row" spacing={1}>
          {queued && !enquiry.offer && (
            <Button variant="contained" onClick={() => setAsking('offer')} data-testid="waitlist-offer-place">
              {t('waitlist.offerPlace')}
            </Button>
          )}
          {enquiry.offer?.status === 'offered' && (
            <Button color="error" onClick={() => setAsking('decline')} data-testid="waitlist-decline-offer">
              {t('waitlist.declineOffer')}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        confirmation={confirmation}
        busy={mutation.isPending}
        error={mutation.error?.message}
        onConfirm={() => mutation.mutate({ IDEnquiry: enquiry.ID }, { onSuccess: () => setAsking(null) })}
        onClose={() => {
          mutation.reset()
          setAsking(null)
        }}
        testId="waitlist-offer-confirm"
      />
    </Stack>
  )
}
