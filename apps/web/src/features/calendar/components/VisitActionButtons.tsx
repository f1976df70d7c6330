import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { allowedVisitActions, type VisitAction } from '../calendar-events'
import type { VisitSummary } from '../visit-summary'
import { visitActionText } from '../text-keys'

interface Props {
  visit: VisitSummary
  canApprove: boolean
  onAction: (action: VisitAction, visit: VisitSummary) => void
}

/** The decisions open on a visit for this user; nothing when none is. */
export function VisitActionButtons({ visit, canApprove, onAction }: Props) {
  const { t } = useTranslation()
  const actions = allowedVisitActions(visit, canApprove)
  if (actions.length === 0) return null
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'approve' || action === 'recordPayment' ? 'contained' : 'outlined'}
          color={action === 'reject' || action === 'skip' ? 'error' : 'primary'}
          onClick={() => onAction(action, visit)}
          aria-label={`${t(visitActionText[action])}: ${visit.childName}`}
          data-testid={`visit-${action}-${visit.ID}`}
        >
          {t(visitActionText[action])}
        </Button>
      ))}
    </Stack>
  )
}
