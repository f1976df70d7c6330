import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { useTheme } from '@mui/material/styles'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { type SlotTime, singaporeInstant, singaporeToday } from '@preschool/domain'
import { Suspense, lazy, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGqlMutation, useGqlQuery } from '../../lib/graphql-hooks'
import {
  availableDaysQuery,
  bookVisitMutation,
  rescheduleTrialMutation,
  rescheduleVisitMutation,
  scheduleTrialMutation,
  visitTimeSlotsQuery,
} from './documents'
import { type BookingTarget, initialMonth, visitWhen } from './enquiry-actions'
import { enquiryDocuments } from './invalidate'
import { useBackClosesDialog } from '../../lib/use-back-closes-dialog'
import { bookedText, bookTitleText, movedText, rescheduleTitleText } from './text-keys'
import { LoadError } from '../../components/query'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

const BookingCalendar = lazy(() => import('./BookingCalendar'))

export interface BookingDialogProps {
  target: BookingTarget
  centreLabel: string
  onClose: () => void
  /** The booking went through; the message says when. */
  onBooked: (message: string) => void
}

/** Choosing a day (only the centre's free ones), then a time, then booking or moving the visit. */
export function BookingDialog({ target, centreLabel, onClose, onBooked }: BookingDialogProps) {
  const { t } = useTranslation()
  const theme = useTheme()
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'))
  const titleId = useId()
  const dayLabelId = useId()
  const timeLabelId = useId()
  const today = singaporeToday()
  const [month, setMonth] = useState(() => initialMonth(target, today))
  const [date, setDate] = useState<string | null>(null)
  const [slot, setSlot] = useState<SlotTime | null>(null)
  const { IDEnquiry, visitType } = target

  const days = useGqlQuery(availableDaysQuery, { IDEnquiry, visitType, month }, { staleTime: 0 })
  const slots = useGqlQuery(
    visitTimeSlotsQuery,
    { date: date ?? '', IDEnquiry, visitType },
    { enabled: date !== null, staleTime: 0 },
  )

  const book = useGqlMutation(bookVisitMutation, { invalidates: enquiryDocuments })
  const reschedule = useGqlMutation(rescheduleVisitMutation, { invalidates: enquiryDocuments })
  const bookTrial = useGqlMutation(scheduleTrialMutation, { invalidates: enquiryDocuments })
  const rescheduleTrial = useGqlMutation(rescheduleTrialMutation, { invalidates: enquiryDocuments })
  const mutation =
    target.kind === 'book'
      ? visitType === 'trial'
        ? bookTrial
        : book
      : visitType === 'trial'
        ? rescheduleTrial
        : reschedule

  const confirm = async () => {
    if (!date || !slot) return
    const times = { date, from: slot.from, to: slot.to }
    try {
      if (target.kind === 'book') {
        if (visitType === 'trial') await bookTrial.mutateAsync({ IDEnquiry, ...times })
        else await book.mutateAsync({ IDEnquiry, ...times })
      } else if (visitType === 'trial') {
        await rescheduleTrial.mutateAsync({ IDVisit: target.visit.ID, ...times })
      } else {
        await reschedule.mutateAsync({ IDVisit: target.visit.ID, ...times })
      }
    } catch {
      // The refusal is shown from the mutation's error; the free days and times may have changed meanwhile.
      void days.refetch()
      if (date) void slots.refetch()
      return
    }
    const when = visitWhen({
      visitFrom: singaporeInstant(date, slot.from).toISOString(),
      visitTo: singaporeInstant(date, slot.to).toISOString(),
    })
    onBooked(target.kind === 'book' ? t(bookedText[visitType], when) : t(movedText[visitType], when))
  }

  const title = target.kind === 'book' ? t(bookTitleText[visitType]) : t(rescheduleTitleText[visitType])
  const freeSlots = (slots.data?.getVisitTimeSlot ?? []).filter((s) => s.remaining > 0)
  const busy = mutation.isPending
  // Full screen on a phone, the dialog looks like a page: the back button closes it.
  useBackClosesDialog(fullScreen, () => {
    if (!busy) onClose()
  })
  const current = target.kind === 'reschedule' ? visitWhen(target.visit) : null

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="booking-dialog"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('parentEnquiries.booking.at', { centre: centreLabel })}
        </Typography>
        {current && (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="booking-current">
            {t('parentEnquiries.booking.current', current)}
          </Typography>
        )}
        <Typography variant="subtitle1" component="h3" id={dayLabelId} sx={{ mt: 2, fontWeight: 700 }}>
          {t('parentEnquiries.booking.chooseDay')}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('parentEnquiries.booking.dayHelp')}
        </Typography>
        {/* The server's reason no day can be booked (no vacancy, a closed month): a refusal, not a load to retry. */}
        <FormErrorAlert message={days.error?.message} testId="booking-days-error" sx={{ mt: 1 }} />
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
              <CircularProgress aria-label={t('parentEnquiries.booking.loadingCalendar')} />
            </Box>
          }
        >
          <BookingCalendar
            month={month}
            today={today}
            days={days.error ? [] : days.data?.getAvailableDaysOfMonth}
            value={date}
            labelledBy={dayLabelId}
            onMonthChange={(next) => {
              setMonth(next)
              setDate(null)
              setSlot(null)
            }}
            onPick={(picked) => {
              setDate(picked)
              setSlot(null)
              mutation.reset()
            }}
          />
        </Suspense>
        {days.data && days.data.getAvailableDaysOfMonth.length === 0 && (
          <Alert severity="info" data-testid="booking-no-days">
            {t('parentEnquiries.booking.noDays')}
          </Alert>
        )}
        {date && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle1" component="h3" id={timeLabelId} sx={{ fontWeight: 700 }}>
              {t('parentEnquiries.booking.chooseTime')}
            </Typography>
            {slots.isPending && (
              <CircularProgress size={24} sx={{ mt: 1 }} aria-label={t('common.loading')} />
            )}
            <LoadError query={slots} sx={{ mt: 1 }} />
            {slots.data && freeSlots.length === 0 && (
              <Alert severity="info" sx={{ mt: 1 }} data-testid="booking-no-times">
                {t('parentEnquiries.booking.noTimes')}
              </Alert>
            )}
            {freeSlots.length > 0 && (
              <ToggleButtonGroup
                exclusive
                color="primary"
                aria-labelledby={timeLabelId}
                value={slot ? `${slot.from}-${slot.to}` : null}
                onChange={(_event, value: string | null) => {
                  const picked = freeSlots.find((s) => `${s.from}-${s.to}` === value)
                  setSlot(picked ? { from: picked.from, to: picked.to } : null)
                  mutation.reset()
                }}
                sx={{
                  mt: 1,
                  display: 'grid',
                  gap: 1,
                  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
                  // Separate buttons, each with its own border, rather than one joined bar.
                  '& .MuiToggleButtonGroup-grouped': {
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    m: 0,
                  },
                }}
                data-testid="booking-slots"
              >
                {freeSlots.map((s) => (
                  <ToggleButton
                    key={`${s.from}-${s.to}`}
                    value={`${s.from}-${s.to}`}
                    aria-label={t('parentEnquiries.booking.slot', { from: s.from, to: s.to })}
                    data-testid={`booking-slot-${s.from}`}
                    sx={{ flexDirection: 'column', py: 1, textTransform: 'none' }}
                  >
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {s.from} – {s.to}
                    </Typography>
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                      {t('parentEnquiries.booking.placesLeft', { count: s.remaining })}
                    </Typography>
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          </Box>
        )}
        <FormErrorAlert message={mutation.error?.message} testId="booking-error" sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} disabled={busy} data-testid="booking-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={!date || !slot}
          loading={busy}
          data-testid="booking-confirm"
        >
          {target.kind === 'book'
            ? t('parentEnquiries.booking.confirm')
            : t('parentEnquiries.booking.confirmReschedule')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
