import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { formatDate, singaporeTime } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { StatusChip } from '../../../../components/StatusChip'
import type { InjuryItem } from '../../documents'
import { useAcknowledgeChildInjury } from '../../hooks'
import { BodyDiagram } from './BodyDiagram'

const when = (iso: string) => ({ date: formatDate(new Date(iso)), time: singaporeTime(new Date(iso)) })

/**
 * One injury: the dot on its outline, type, remarks, who reported it; the acknowledgement (who and when) or, for
 * the child's parent, the button that gives it.
 */
export function InjuryCard({
  injury,
  canAcknowledge,
  highlighted = false,
}: {
  injury: InjuryItem
  canAcknowledge: boolean
  /** The injury a notification opened: outlined so the eye finds it. */
  highlighted?: boolean
}) {
  const { t } = useTranslation()
  const acknowledge = useAcknowledgeChildInjury()
  const id = injury.ID
  return (
    <Card
      id={`injury-${id}`}
      sx={{ p: 2, outline: highlighted ? 2 : 0, outlineColor: 'primary.main' }}
      data-testid={`injury-${id}`}
      data-highlighted={highlighted || undefined}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <BodyDiagram
          side={injury.side}
          points={[injury]}
          label={`${t(`attendance.injuryTypes.${injury.injuryType}`)}, ${t(
            injury.side === 'front' ? 'attendance.injuryFront' : 'attendance.injuryBack',
          )}`}
          testId={`injury-diagram-${id}`}
        />
        <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3">
            {t(`attendance.injuryTypes.${injury.injuryType}`)} (
            {t(injury.side === 'front' ? 'attendance.injuryFront' : 'attendance.injuryBack')})
          </Typography>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{injury.remarks}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('attendance.injuryReported', { by: injury.reportedBy ?? '', ...when(injury.reportedAt) })}
          </Typography>
          {injury.acknowledgedAt ? (
            <StatusChip
              tone="success"
              label={t('attendance.injuryAcknowledged', {
                by: injury.acknowledgedBy ?? '',
                ...when(injury.acknowledgedAt),
              })}
              testId={`injury-acknowledged-${id}`}
            />
          ) : canAcknowledge ? (
            <Button
              variant="contained"
              disabled={acknowledge.isPending}
              onClick={() => acknowledge.mutate({ injuryID: id })}
              data-testid={`injury-acknowledge-${id}`}
            >
              {t('attendance.acknowledge')}
            </Button>
          ) : (
            <StatusChip
              tone="warning"
              label={t('attendance.injuryAwaiting')}
              testId={`injury-awaiting-${id}`}
            />
          )}
        </Stack>
      </Stack>
    </Card>
  )
}
