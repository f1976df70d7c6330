import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { OfferedCentre } from '../enquiry/location/documents'
import { formatMoney, formatMonth } from '../../lib/format'
import type { CentreOutlook } from './documents'
import { enquiryWithCentre } from './paths'

interface Props {
  centre: OfferedCentre
  /** The waiting time and fees; null while they load. */
  outlook: CentreOutlook | null
  month: string
  /** The programme the search is for; null for any. */
  programId: number | null
}

/** One centre the public search found: where it is, the wait, the fee after the subsidy, and the way to enquire. */
export function OutlookCard({ centre, outlook, month, programId }: Props) {
  const { t } = useTranslation()
  const address = centre.addresses.find((a) => a.address)
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`outlook-${centre.ID}`}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {centre.label}
          </Typography>
          {centre.distance != null && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {t('public.distance', { distance: centre.distance.toFixed(1) })}
            </Typography>
          )}
        </Stack>
        {address && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[address.address, address.postcode].filter(Boolean).join(', ')}
          </Typography>
        )}
        <Chip
          size="small"
          sx={{ alignSelf: 'flex-start' }}
          color={centre.vacancyAvailable ? 'success' : 'default'}
          label={centre.vacancyAvailable ? t('public.vacancyNow') : t('public.noVacancyNow')}
        />
        {outlook === null ? (
          <Typography variant="body2" color="text.secondary">
            {t('public.figuresLoading')}
          </Typography>
        ) : (
          <Figures outlook={outlook} />
        )}
        <Button
          component={RouterLink}
          to={enquiryWithCentre(centre.ID, month, programId)}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          data-testid={`enquire-${centre.ID}`}
        >
          {t('public.enquire')}
        </Button>
      </Stack>
    </Paper>
  )
}

function Figures({ outlook }: { outlook: CentreOutlook }) {
  const { t } = useTranslation()
  const after = outlook.feeAfterSubsidyCents
  return (
    <Stack spacing={0.5}>
      {outlook.levelLabels.length > 0 && (
        <Typography variant="body2">
          {t('public.levels', { levels: outlook.levelLabels.join(', ') })}
        </Typography>
      )}
      <Typography variant="body2" data-testid="outlook-wait">
        {outlook.queueLength === 0
          ? t('public.waitNone')
          : t('public.waitQueue', { count: outlook.queueLength })}
        {' · '}
        {outlook.expectedOfferMonth
          ? t('public.expected', { month: formatMonth(outlook.expectedOfferMonth) })
          : t('public.expectedUnknown')}
      </Typography>
      {outlook.monthlyFeeCents === null || after === null ? (
        <Typography variant="body2">{t('public.noFee')}</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {t('public.fee', { fee: formatMoney(outlook.monthlyFeeCents) })}
            {outlook.programLabel ? ` (${outlook.programLabel})` : ''}
          </Typography>
          <Typography sx={{ fontWeight: 700 }} data-testid="outlook-fee">
            {t('public.feeAfterSubsidy', { fee: formatMoney(after) })}
          </Typography>
          {outlook.subsidyCents > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('public.subsidy', { amount: formatMoney(outlook.subsidyCents) })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  )
}
