import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Snackbar from '@mui/material/Snackbar'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type Confirmation, ConfirmDialog } from '../../components/ConfirmDialog'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import { BookingDialog } from './BookingDialog'
import {
  type ParentEnquiry,
  type ParentVisit,
  cancelEnquiryMutation,
  cancelParentMeetingMutation,
  parentEnquiriesQuery,
} from './documents'
import { type BookingTarget, type EnquiryAction, visitWhen } from './enquiry-actions'
import { EnquiryCard } from './EnquiryCard'
import { enquiryDocuments } from './invalidate'

export interface EnquiryChild {
  ID: number
  firstname: string
  lastname: string
}

type PendingCancel =
  | { kind: 'enquiry'; enquiry: ParentEnquiry; confirmation: Confirmation }
  | { kind: 'visit'; visit: ParentVisit; confirmation: Confirmation }

/** The selected child's open enquiries, with booking, rescheduling and cancelling of visits and enquiries. */
export function ParentEnquiries({ child, headingId }: { child: EnquiryChild; headingId: string }) {
  const { t } = useTranslation()
  const enquiries = useGqlQuery(parentEnquiriesQuery, { filter: { fkChild: child.ID } })
  const [booking, setBooking] = useState<{ target: BookingTarget; centre: string } | null>(null)
  const [pendingCancel, setPendingCancel] = useState<PendingCancel | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const cancelEnquiry = useGqlMutation(cancelEnquiryMutation, { invalidates: enquiryDocuments })
  const cancelVisit = useGqlMutation(cancelParentMeetingMutation, { invalidates: enquiryDocuments })
  const childName = `${child.firstname} ${child.lastname}`.trim()

  const onAction = (enquiry: ParentEnquiry, action: EnquiryAction) => {
    if (action.kind === 'book') {
      setBooking({
        target: { kind: 'book', IDEnquiry: enquiry.ID, visitType: action.visitType },
        centre: enquiry.centre.label,
      })
    } else if (action.kind === 'reschedule') {
      setBooking({
        target: {
          kind: 'reschedule',
          IDEnquiry: enquiry.ID,
          visitType: action.visit.visitType === 'trial' ? 'trial' : 'centre_visit',
          visit: action.visit,
        },
        centre: enquiry.centre.label,
      })
    } else {
      cancelVisit.reset()
      setPendingCancel({
        kind: 'visit',
        visit: action.visit,
        confirmation: {
          title: t('parentEnquiries.cancelVisitTitle'),
          text: t('parentEnquiries.cancelVisitText', visitWhen(action.visit)),
          confirmLabel: t('parentEnquiries.cancelVisitConfirm'),
          dismissLabel: t('parentEnquiries.keepVisit'),
          destructive: true,
        },
      })
    }
  }

  const askCancelEnquiry = (enquiry: ParentEnquiry) => {
    cancelEnquiry.reset()
    setPendingCancel({
      kind: 'enquiry',
      enquiry,
      confirmation: {
        title: t('parentEnquiries.cancelEnquiryTitle'),
        text: t('parentEnquiries.cancelEnquiryText', { child: childName, centre: enquiry.centre.label }),
        confirmLabel: t('parentEnquiries.cancelEnquiryConfirm'),
        dismissLabel: t('parentEnquiries.keepEnquiry'),
        destructive: true,
      },
    })
  }

  const confirmCancel = async () => {
    if (!pendingCancel) return
    try {
      if (pendingCancel.kind === 'enquiry') {
        await cancelEnquiry.mutateAsync({ ID: pendingCancel.enquiry.ID })
        setNotice(t('parentEnquiries.enquiryCancelled', { centre: pendingCancel.enquiry.centre.label }))
      } else {
        await cancelVisit.mutateAsync({ IDVisit: pendingCancel.visit.ID })
        setNotice(t('parentEnquiries.visitCancelled'))
      }
    } catch {
      // The dialog shows the server's refusal.
      return
    }
    setPendingCancel(null)
  }

  const cancelMutation = pendingCancel?.kind === 'visit' ? cancelVisit : cancelEnquiry
  const list = enquiries.data?.findAllEnquiry.data

  return (
    <Box data-testid="parent-enquiries">
      <Typography variant="h3" component="h2" id={headingId}>
        {t('parentEnquiries.title', { name: child.firstname })}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 2 }}>
        {t('parentEnquiries.help')}
      </Typography>
      {enquiries.error && (
        <Alert severity="error" data-testid="parent-enquiries-error">
          {t('parentEnquiries.loadError')} {enquiries.error.message}
        </Alert>
      )}
      {enquiries.isPending && <Skeleton variant="rounded" height={240} aria-hidden />}
      {list && list.length === 0 && (
        <Card sx={{ p: 3 }} data-testid="no-enquiries">
          <Typography sx={{ color: 'text.secondary' }}>{t('parentEnquiries.none')}</Typography>
        </Card>
      )}
      {list && list.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {list.map((enquiry) => (
            <EnquiryCard
              key={enquiry.ID}
              enquiry={enquiry}
              onAction={(action) => onAction(enquiry, action)}
              onCancelEnquiry={() => askCancelEnquiry(enquiry)}
              onError={(message) => setFailure(t('parentEnquiries.calendarFailed', { message }))}
            />
          ))}
        </Box>
      )}

      {booking && (
        <BookingDialog
          key={`${booking.target.kind}-${booking.target.IDEnquiry}-${booking.target.visitType}`}
          target={booking.target}
          centreLabel={booking.centre}
          onClose={() => setBooking(null)}
          onBooked={(message) => {
            setBooking(null)
            setNotice(message)
          }}
        />
      )}
      <ConfirmDialog
        confirmation={pendingCancel?.confirmation ?? null}
        busy={cancelMutation.isPending}
        error={cancelMutation.error?.message}
        onConfirm={() => void confirmCancel()}
        onClose={() => setPendingCancel(null)}
        testId="cancel-confirm"
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="enquiry-notice" />
      <Snackbar open={failure !== null} autoHideDuration={8000} onClose={() => setFailure(null)}>
        <Alert
          severity="error"
          variant="filled"
          onClose={() => setFailure(null)}
          data-testid="enquiry-failure"
        >
          {failure}
        </Alert>
      </Snackbar>
    </Box>
  )
}
