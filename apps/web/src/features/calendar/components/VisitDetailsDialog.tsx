import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { VisitAction } from '../calendar-events'
import { formatMoney } from '../../../lib/format'
import { formatSlot } from '../format'
import { useCalendarMonth } from '../hooks'
import { type VisitSummary, calendarVisitSummary } from '../visit-summary'
import { VisitActionButtons } from './VisitActionButtons'
import { paymentStatusText, visitTypeText } from '../text-keys'
import { keyOf } from '../../../i18n/text-key'
import { QueryStatus } from '../../../components/query'

/** The visit a click on the calendar opened: its id, and the centre and calendar month it was shown in. */
export interface OpenVisit {
  visitId: number
  /** The centre of the calendar the visit was opened from; null for all centres. */
  centreId: number | null
  year: number
  month: number
}

interface Props {
  open: OpenVisit | null
  canApprove: boolean
  onAction: (action: VisitAction, visit: VisitSummary) => void
  onClose: () => void
}

/** A visit's family, child, level, slot and status, with the decisions open on it. */
export function VisitDetailsDialog({ open, ...props }: Props) {
  const titleId = useId()
  return (
    <Dialog
      open={open !== null}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="visit-details-dialog"
    >
      {open && <VisitDetails open={open} titleId={titleId} {...props} />}
    </Dialog>
  )
}

function VisitDetails({
  open,
  titleId,
  canApprove,
  onAction,
  onClose,
}: Props & {
  open: OpenVisit
  titleId: string
}) {
  const { t } = useTranslation()
  // The calendar's own cached month: a decision refreshes it, and the dialog with it.
  const month = useCalendarMonth(open.centreId, open.year, open.month)
  const found = month.data?.findAllCalendarEvent.visits.find((v) => v.ID === open.visitId)
  const visit = found ? calendarVisitSummary(found) : null
  return (
    <>
      <DialogTitle id={titleId}>
        {t('calendar.details.title', {
          type: t(keyOf(visitTypeText, visit?.visitType ?? 'centre_visit', 'centre_visit')),
        })}
      </DialogTitle>
      <DialogContent>
        <QueryStatus query={month} />
        {month.isSuccess && !visit && <Alert severity="info">{t('calendar.details.notFound')}</Alert>}
        {visit && (
          <Stack spacing={2}>
            <VisitFacts visit={visit} />
            <VisitActionButtons visit={visit} canApprove={canApprove} onAction={onAction} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="visit-details-close">
          {t('calendar.details.close')}
        </Button>
      </DialogActions>
    </>
  )
}

/** The facts of a visit as label and value pairs. */
export function VisitFacts({ visit }: { visit: VisitSummary }) {
  const { t } = useTranslation()
  const unknown = t('calendar.details.unknown')
  const facts: [string, string, string][] = [
    ['family', t('calendar.details.family'), visit.parentName],
    ['phone', t('calendar.details.phone'), visit.parentPhone ?? unknown],
    ['child', t('calendar.details.child'), visit.childName],
    ['level', t('calendar.details.level'), visit.levelLabel],
    ['slot', t('calendar.details.slot'), formatSlot(visit.visitFrom, visit.visitTo)],
    ['status', t('calendar.details.status'), visit.statusText],
    ['approval', t('calendar.details.approval'), visit.approvalDisplay],
  ]
  if (visit.trialPeriodFee)
    facts.push(
      ['fee', t('calendar.details.trialFee'), formatMoney(visit.trialPeriodFee)],
      [
        'payment',
        t('calendar.details.payment'),
        visit.trialPeriodPaymentStatus
          ? t(keyOf(paymentStatusText, visit.trialPeriodPaymentStatus, 'pending'))
          : unknown,
      ],
    )
  if (visit.comment) facts.push(['remarks', t('calendar.details.remarks'), visit.comment])
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }} data-testid={`visit-facts-${visit.ID}`}>
      {facts.map(([key, label, value]) => (
        <Stack key={key} direction="row" spacing={2}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`visit-${key}`}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  )
}
