import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatDate, formatMoney } from '../../../lib/format'
import type { FeeTierView } from '../documents'
import { feePaths } from '../paths'
import { FeeTable } from './FeeTable'
import { StatusChip } from '../../../components/StatusChip'

/** One tier: its group, registration dates, fees (in the spec's order, from the server) and children per level. */
export function TierCard({ tier, canChange }: { tier: FeeTierView; canChange: boolean }) {
  const { t } = useTranslation()
  return (
    <Card variant="outlined" data-testid={`fee-tier-${tier.ID}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {tier.centre.label} · {tier.label}
            </Typography>
            <Chip size="small" label={`${t('fees.group')}: ${tier.feeGroup.groupCode}`} />
            {tier.isLastTierInGroup && <Chip size="small" label={t('fees.lastTier')} />}
            {tier.pending && (
              <StatusChip
                tone="warning"
                label={t(tier.active ? 'fees.pendingChip' : 'fees.newTierPendingChip')}
              />
            )}
            {canChange && !tier.pending && (
              <Button
                component={Link}
                to={feePaths.edit(tier.ID, tier.fkCentre)}
                data-testid={`fee-tier-change-${tier.ID}`}
              >
                {t('fees.changeFees')}
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {tier.effectiveForRegistrationTo
              ? t('fees.registration', {
                  from: formatDate(tier.effectiveForRegistrationFrom),
                  to: formatDate(tier.effectiveForRegistrationTo),
                })
              : t('fees.registrationOpen', { from: formatDate(tier.effectiveForRegistrationFrom) })}
          </Typography>
          <FeeTable
            label={t('fees.fees')}
            testId={`fee-tier-fees-${tier.ID}`}
            headers={[
              t('fees.level'),
              t('fees.nationality'),
              t('fees.program'),
              t('fees.amount'),
              t('fees.effectiveFrom'),
            ]}
            rows={tier.fees.map((f) => ({
              key: f.ID,
              cells: [
                f.level.label,
                f.nationality,
                f.program.label,
                formatMoney(f.amount),
                formatDate(f.effectiveFrom),
              ],
            }))}
          />
          {tier.numberOfChildren.length > 0 && (
            <Typography variant="body2">
              {t('fees.childrenPerLevel')}:{' '}
              {tier.numberOfChildren.map((c) => `${c.level.label} ${c.numberOfChildren}`).join(', ')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
