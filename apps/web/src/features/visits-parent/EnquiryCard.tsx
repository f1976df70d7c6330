import AssignmentRounded from '@mui/icons-material/AssignmentRounded'
import EditCalendarRounded from '@mui/icons-material/EditCalendarRounded'
import EventBusyRounded from '@mui/icons-material/EventBusyRounded'
import EventRounded from '@mui/icons-material/EventRounded'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { documentPaths } from '../documents/paths'
import { paymentPath } from '../payment/paths'
import { registrationPath } from '../registration/routes'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { AddToCalendarButton } from './AddToCalendarButton'
import {
  type ParentEnquiry,
  type ParentVisit,
  enquiryFrontendStatesQuery,
  trialPeriodInvoiceQuery,
} from './documents'
import {
  type EnquiryAction,
  canAddToCalendar,
  enquiryActions,
  shownVisits,
  visitWhen,
} from './enquiry-actions'
import { formatEnrolmentDate, formatMoney } from '../../lib/format'
import { EnquirySteps } from './EnquirySteps'
import { EnrolmentDetails } from './EnrolmentDetails'
import { useMyWaitlistPositions } from '../waitlist/hooks'
import { type StatusTone, StatusChip } from '../../components/StatusChip'
import { LoadError } from '../../components/query'

export interface EnquiryCardProps {
  enquiry: ParentEnquiry
  onAction: (action: EnquiryAction) => void
  onCancelEnquiry: () => void
  onError: (message: string) => void
}

const visitTone = (status: string): StatusTone =>
  status === 'completed'
    ? 'success'
    : status === 'rejected'
      ? 'error'
      : status === 'created'
        ? 'warning'
        : 'neutral'

/** One enquiry: the centre, level and start, where it stands in the flow, its visits, and what to do next. */
export function EnquiryCard({ enquiry, onAction, onCancelEnquiry, onError }: EnquiryCardProps) {
  const { t } = useTranslation()
  const headingId = useId()
  const stepsId = useId()
  // An enrolled child's card shows its place, not the enquiry's steps: the flow is over and cannot be cancelled.
  const enrolled = enquiry.admissionStatus.stateCode === ENROLLED
  const flow = useGqlQuery(enquiryFrontendStatesQuery, { IDEnquiry: enquiry.ID }, { enabled: !enrolled })
  const invoice = useGqlQuery(trialPeriodInvoiceQuery, { IDEnquiry: enquiry.ID })
  // A family in the queue reads its place on the waiting-list card: the vacancy line says the same.
  const queued = (useMyWaitlistPositions().data?.getMyWaitlistPositions ?? []).some(
    (position) => position.IDEnquiry === enquiry.ID && !position.offer,
  )
  const states = flow.data?.getEnquiryFrontendStates
  const fee = invoice.data?.getTrialPeriodInvoice
  const visits = shownVisits(enquiry.visits)
  const actions = states
    ? enquiryActions(states.nextAction, enquiry.visits, { stateCode: enquiry.admissionStatus.stateCode })
    : []
  const id = enquiry.ID

  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      data-testid={`enquiry-card-${id}`}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
            {t('parentEnquiries.centre')}
          </Typography>
          <Typography variant="h4" component="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
            {enquiry.centre.label}
          </Typography>
        </Box>
        <Chip
          label={enquiry.admissionStatus.label}
          color="primary"
          variant="outlined"
          size="small"
          aria-label={`${t('parentEnquiries.state')}: ${enquiry.admissionStatus.label}`}
          data-testid={`enquiry-state-${id}`}
          sx={{ flexShrink: 0, fontWeight: 700 }}
        />
      </Box>

      {enrolled ? (
        <EnrolmentDetails enquiry={enquiry} />
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
        >
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('parentEnquiries.level')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`enquiry-level-${id}`}>
            {[enquiry.level.label, enquiry.program?.label].filter(Boolean).join(' · ')}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('parentEnquiries.enrolmentMonth')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`enquiry-month-${id}`}>
            {formatEnrolmentDate(enquiry.enrollmentPlan)}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('parentEnquiries.vacancy')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid={`enquiry-vacancy-${id}`}>
            {enquiry.vacancyAvailable && !queued
              ? t('parentEnquiries.vacancyAvailable')
              : t('parentEnquiries.waitList')}
          </Typography>
        </Box>
      )}

      {!enrolled && (
        <Box>
          <Typography id={stepsId} variant="subtitle2" component="h4" sx={{ mb: 1.5 }}>
            {t('parentEnquiries.steps')}
          </Typography>
          <LoadError query={flow} />
          {flow.isPending && <Skeleton variant="rounded" height={64} aria-hidden />}
          {states && <EnquirySteps steps={states.steps} labelledBy={stepsId} />}
        </Box>
      )}

      {visits.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
            {t('parentEnquiries.visits')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {visits.map((visit) => (
              <VisitRow key={visit.ID} visit={visit} onError={onError} />
            ))}
          </Box>
        </Box>
      )}

      {fee && (
        <Box
          data-testid={`trial-fee-${id}`}
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('parentEnquiries.trialFee')}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {formatMoney(fee.amount)}
          </Typography>
          <StatusChip
            tone={fee.status === 'completed' ? 'success' : 'warning'}
            label={
              fee.status === 'completed'
                ? t('parentEnquiries.payment.completed')
                : t('parentEnquiries.payment.pending')
            }
            testId={`trial-fee-status-${id}`}
          />
        </Box>
      )}

      {!enrolled && states && <NextStepNote nextAction={states.nextAction} />}

      <Divider />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 1,
        }}
      >
        {enquiry.admissionStatus.group === 'enrolment' && (
          <Button
            variant="contained"
            startIcon={<AssignmentRounded />}
            component={RouterLink}
            to={registrationPath(id)}
            data-testid={`enquiry-register-${id}`}
          >
            {t('parentEnquiries.openRegistration')}
          </Button>
        )}
        {PAYMENT_STATES.has(enquiry.admissionStatus.stateCode) && (
          <Button
            variant="contained"
            component={RouterLink}
            to={paymentPath(id)}
            data-testid={`enquiry-payment-${id}`}
          >
            {t('payment.openPayment')}
          </Button>
        )}
        {DOCUMENT_STATES.has(enquiry.admissionStatus.stateCode) && (
          <Button
            variant="outlined"
            component={RouterLink}
            to={documentPaths.parent(id)}
            data-testid={`enquiry-documents-${id}`}
          >
            {t('parentEnquiries.openDocuments')}
          </Button>
        )}
        {actions.map((action) => (
          <ActionButton key={action.kind} action={action} enquiryId={id} onClick={() => onAction(action)} />
        ))}
        <Box sx={{ flexGrow: 1 }} />
        {!enrolled && (
          <Button color="error" onClick={onCancelEnquiry} data-testid={`enquiry-cancel-${id}`}>
            {t('parentEnquiries.cancelEnquiry')}
          </Button>
        )}
      </Box>
    </Card>
  )
}

const ENROLLED = 'enrolled'

/** States in which the family pays the registration fee (or sees its receipts while GIRO is set up). */
const PAYMENT_STATES: ReadonlySet<string> = new Set(['pending_registration_payment', 'pending_giro'])

/** Where the documents and the consent form are the family's next step (or under review): the documents page. */
const DOCUMENT_STATES: ReadonlySet<string> = new Set([
  'pending_document_submission',
  'pending_document_verification',
  'pending_econsent',
  'pending_registration_payment',
])

function NextStepNote({ nextAction }: { nextAction: string }) {
  const { t } = useTranslation()
  const text =
    nextAction === 'register'
      ? t('parentEnquiries.registerNext')
      : nextAction === 'pay_trial'
        ? t('parentEnquiries.payAtCentre')
        : nextAction === 'await_visit_approval' || nextAction === 'await_trial_approval'
          ? t('parentEnquiries.awaitingApproval')
          : nextAction === 'await_centre_contact'
            ? t('parentEnquiries.centreWillContact')
            : null
  return text ? (
    <Alert severity="info" variant="outlined" data-testid="enquiry-next-note">
      {text}
    </Alert>
  ) : null
}

function ActionButton({
  action,
  enquiryId,
  onClick,
}: {
  action: EnquiryAction
  enquiryId: number
  onClick: () => void
}) {
  const { t } = useTranslation()
  if (action.kind === 'book') {
    return (
      <Button
        variant="contained"
        startIcon={<EventRounded />}
        onClick={onClick}
        data-testid={`enquiry-book-${action.visitType}-${enquiryId}`}
      >
        {action.visitType === 'trial' ? t('parentEnquiries.bookTrial') : t('parentEnquiries.bookVisit')}
      </Button>
    )
  }
  if (action.kind === 'reschedule') {
    return (
      <Button
        variant="outlined"
        startIcon={<EditCalendarRounded />}
        onClick={onClick}
        data-testid={`visit-reschedule-${action.visit.ID}`}
      >
        {action.visit.visitType === 'trial'
          ? t('parentEnquiries.reschedule.trial')
          : t('parentEnquiries.reschedule.centre_visit')}
      </Button>
    )
  }
  return (
    <Button
      variant="outlined"
      color="error"
      startIcon={<EventBusyRounded />}
      onClick={onClick}
      data-testid={`visit-cancel-${action.visit.ID}`}
    >
      {t('parentEnquiries.cancelVisit')}
    </Button>
  )
}

function VisitRow({ visit, onError }: { visit: ParentVisit; onError: (message: string) => void }) {
  const { t } = useTranslation()
  const when = visitWhen(visit)
  return (
    <Box
      component="li"
      data-testid={`visit-${visit.ID}`}
      sx={{
        p: 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {visit.visitType === 'trial'
            ? t('parentEnquiries.visitType.trial')
            : t('parentEnquiries.visitType.centre_visit')}
        </Typography>
        <Typography variant="body2" data-testid={`visit-when-${visit.ID}`}>
          {when.date}, {when.time}
        </Typography>
        {visit.comment && (
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
            data-testid={`visit-comment-${visit.ID}`}
          >
            {t('parentEnquiries.centreRemarks', { remarks: visit.comment })}
          </Typography>
        )}
      </Box>
      <StatusChip
        tone={visitTone(visit.status)}
        label={visit.statusText}
        testId={`visit-status-${visit.ID}`}
      />
      {canAddToCalendar(visit) && <AddToCalendarButton visit={visit} onError={onError} />}
    </Box>
  )
}
