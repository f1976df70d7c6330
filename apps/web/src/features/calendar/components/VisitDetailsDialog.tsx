import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { VisitAction } from '../calendar-events'
import { formatCents, formatSlot } from '../format'
import { useCentreVisits, useVisitEnquiry } from '../hooks'
import { type VisitSummary, toVisitSummary } from '../visit-summary'
import { VisitActionButtons } from './VisitActionButtons'

/** The visit a click on the calendar opened: its id, centre and Singapore date (to find it in that day's list). */
export interface OpenVisit {
  visitId: number
  centreId: number
  date: string
}

interface Props {
  open: OpenVisit | null
  canApprove: boolean
  canReadEnquiries: boolean
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
  canReadEnquiries,
  onAction,
  onClose,
}: Props & {
  open: OpenVisit
  titleId: string
}) {
  const { t } = useTranslation()
  const day = useCentreVisits(open.centreId, { status: null, from: open.date, to: open.date })
  const found = day.data?.getScheduledVisits.data.find((v) => v.ID === open.visitId)
  const visit = found ? toVisitSummary(found) : null
  return (
    <>
      <DialogTitle id={titleId}>
        {t('calendar.details.title', {
          type: t(`calendar.visitTypes.${visit?.visitType ?? 'centre_visit'}`),
        })}
      </DialogTitle>
      <DialogContent>
        {day.isPending && <CircularProgress aria-label={t('common.loading')} />}
        {day.error && <Alert severity="error">{day.error.message}</Alert>}
        {day.isSuccess && !visit && <Alert severity="info">{t('calendar.details.notFound')}</Alert>}
        {visit && (
          <Stack spacing={2}>
            <VisitFacts visit={visit} canReadEnquiries={canReadEnquiries} />
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

/** The facts of a visit as label and value pairs; the level comes from the enquiry when the user may read it. */
export function VisitFacts({ visit, canReadEnquiries }: { visit: VisitSummary; canReadEnquiries: boolean }) {
  const { t } = useTranslation()
  const enquiry = useVisitEnquiry(visit.fkChild, visit.fkCentre, canReadEnquiries)
  const level = enquiry.data?.findAllEnquiry.data.find((e) => e.ID === visit.fkEnquiry)?.level.label
  const unknown = t('calendar.details.unknown')
  const facts: [string, string, string][] = [
    ['family', t('calendar.details.family'), visit.parentName],
    ['phone', t('calendar.details.phone'), visit.parentPhone ?? unknown],
    ['child', t('calendar.details.child'), visit.childName],
    ['level', t('calendar.details.level'), level ?? unknown],
    ['slot', t('calendar.details.slot'), formatSlot(visit.visitFrom, visit.visitTo)],
    ['status', t('calendar.details.status'), visit.statusText],
    ['approval', t('calendar.details.approval'), visit.approvalDisplay],
  ]
  if (visit.trialPeriodFee)
    facts.push(
      ['fee', t('calendar.details.trialFee'), formatCents(visit.trialPeriodFee)],
      [
        'payment',
        t('calendar.details.payment'),
        visit.trialPeriodPaymentStatus
          ? t(`calendar.details.paymentStatus.${visit.trialPeriodPaymentStatus}`)
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
