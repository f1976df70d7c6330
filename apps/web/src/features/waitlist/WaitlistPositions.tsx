import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMonth } from '../../lib/format'
import { useMyWaitlistPositions } from './hooks'

/**
 * On the parent's dashboard: each waitlisted enquiry's honest place in its queue, when a place can be expected and
 * why; once a place is offered, the offer and its due date. Nothing shows while the family is not waiting.
 */
export function WaitlistPositions({ headingId }: { headingId: string }) {
  const { t } = useTranslation()
  const positions = useMyWaitlistPositions().data?.getMyWaitlistPositions ?? []
  if (positions.length === 0) return null
  return (
    <Stack spacing={2} data-testid="waitlist-positions">
      <Typography variant="h6" component="h2" id={headingId}>
        {t('waitlist.parentHeading')}
      </Typography>
      {positions.map((p) => (
        <Card key={p.IDEnquiry} data-testid={`waitlist-position-card-${p.IDEnquiry}`}>
          <CardContent>
            {p.offer ? (
              <Alert severity="success" data-testid={`waitlist-parent-offer-${p.IDEnquiry}`}>
                {t('waitlist.parentOffer', {
                  child: p.childFirstname,
                  centre: p.centreLabel,
                  month: formatMonth(p.offer.month),
                })}{' '}
                {p.offer.dueDate
                  ? t('waitlist.parentOfferDue', { date: formatDate(p.offer.dueDate) })
                  : t('waitlist.parentOfferNoDue')}
              </Alert>
            ) : (
              <Stack spacing={1}>
                <Typography sx={{ fontWeight: 700 }} data-testid={`waitlist-parent-position-${p.IDEnquiry}`}>
                  {t('waitlist.parentPosition', {
                    position: p.position,
                    length: p.queueLength,
                    level: p.levelLabel,
                    centre: p.centreLabel,
                    month: formatMonth(p.enrollmentPlan),
                  })}
                </Typography>
                <Typography data-testid={`waitlist-parent-expected-${p.IDEnquiry}`}>
                  {p.expectedOfferMonth
                    ? t('waitlist.parentExpected', { month: formatMonth(p.expectedOfferMonth) })
                    : t('waitlist.parentNotExpected')}
                </Typography>
                <Stack
                  component="ul"
                  sx={{ m: 0, pl: 3 }}
                  data-testid={`waitlist-parent-reasons-${p.IDEnquiry}`}
                >
                  {p.reasons.map((reason) => (
                    <Typography component="li" variant="body2" key={reason} sx={{ color: 'text.secondary' }}>
                      {reason}
                    </Typography>
                  ))}
                </Stack>
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
