import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'
import { useFeeImpact } from '../hooks'
import { feeLineCells, feeLineHeaders } from './fee-line'
import { FeeTable } from './FeeTable'
import { isLoaded, QueryStatus } from '../../../components/query'

const signed = (cents: number) => (cents >= 0 ? `+${formatMoney(cents)}` : `-${formatMoney(-cents)}`)

/** What the approver sees before deciding: the notice warning, each changed fee's children, and every family. */
export function FeeImpactPanel({ draftId }: { draftId: number }) {
  const { t } = useTranslation()
  const query = useFeeImpact(draftId, true)
  if (!isLoaded(query)) return <QueryStatus query={query} />
  const impact = query.data.getFeeDraftImpact
  return (
    <Stack spacing={1.5} data-testid="fee-impact">
      <Typography variant="subtitle1" component="h3">
        {t('fees.impactTitle')}
      </Typography>
      {impact.needsNoticeWarning && (
        <Alert severity="warning" data-testid="fee-notice-warning">
          {t('fees.noticeWarning', { months: impact.noticeMonths })}
        </Alert>
      )}
      <FeeTable
        label={t('fees.impactTitle')}
        testId="fee-impact-lines"
        headers={[...feeLineHeaders(t), t('fees.difference'), t('fees.children')]}
        rows={impact.lines.map((l, i) => ({
          key: i,
          cells: [...feeLineCells(l), signed(l.difference), l.numberOfChildren],
        }))}
      />
      <Typography variant="body2" data-testid="fee-impact-family-count">
        {t('fees.familiesAffected', {
          count: impact.families.length,
          date: formatDate(impact.effectiveFrom),
        })}
      </Typography>
      {impact.families.length === 0 ? (
        <Typography variant="body2">{t('fees.impactNone')}</Typography>
      ) : (
        <FeeTable
          label={t('fees.family')}
          testId="fee-impact-families"
          headers={[t('fees.family'), t('fees.children'), t('fees.familyChange')]}
          rows={impact.families.map((f, i) => ({
            key: f.parent?.ID ?? `child-${i}`,
            cells: [
              f.parent ? `${f.parent.firstname} ${f.parent.lastname}` : t('fees.unknownParent'),
              f.children.map((c) => `${c.firstname} ${c.lastname}`).join(', '),
              signed(f.difference),
            ],
          }))}
        />
      )}
    </Stack>
  )
}
