import { singaporeToday, visitApprovalDisplay, VisitStatus } from '@preschool/domain'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListContent } from '../../../components/list/ListContent'
import type { VisitAction } from '../calendar-events'
import { formatSlot } from '../format'
import { useCentreVisits } from '../hooks'
import { type VisitSummary, toVisitSummary } from '../visit-summary'
import { VisitActionButtons } from './VisitActionButtons'
import { VisitCard } from './VisitCard'
import { visitTypeText } from '../text-keys'
import { keyOf } from '../../../i18n/text-key'

interface Props {
  /** The centre; null for every centre the user reaches (each card then names its centre). */
  centreId: number | null
  /** The status filter, kept in the address (empty for all). */
  status: string
  onStatusChange: (status: string) => void
  canApprove: boolean
  onAction: (action: VisitAction, visit: VisitSummary) => void
}

/** How many visits the list adds at a time. */
const PAGE = 50

/** The centre's visits and trials from today on, earliest first, as cards (they read on a phone too). */
export function ScheduledVisitList({ centreId, status, onStatusChange, canApprove, onAction }: Props) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(PAGE)
  const visits = useCentreVisits(centreId, { status: status || null, from: singaporeToday() }, shown, true)
  return (
    <Stack spacing={2}>
      <TextField
        select
        label={t('calendar.visits.status')}
        value={status}
        onChange={(event) => {
          onStatusChange(event.target.value)
          setShown(PAGE)
        }}
        sx={{ maxWidth: { sm: 280 } }}
        slotProps={{
          inputLabel: { shrink: true },
          select: {
            displayEmpty: true,
            SelectDisplayProps: { 'data-testid': 'visits-status-filter' } as object,
          },
        }}
      >
        <MenuItem value="">{t('calendar.visits.allStatuses')}</MenuItem>
        {VisitStatus.map((s) => (
          <MenuItem key={s} value={s} data-testid={`visits-status-${s}`}>
            {/* The spec's approval display, as on each visit: Pending Approval, Approved, Declined. */}
            {visitApprovalDisplay(s)}
          </MenuItem>
        ))}
      </TextField>
      <ListContent
        query={visits}
        isEmpty={(data) => data.getScheduledVisits.data.length === 0}
        emptyText={t('calendar.visits.empty')}
        testId="scheduled-visits"
      >
        {(data) => (
          <Stack spacing={1.5} sx={{ p: { xs: 1, sm: 2 } }}>
            <Typography variant="body2" color="text.secondary" data-testid="scheduled-visits-count">
              {t('calendar.visits.count', { count: data.getScheduledVisits.totalCount })}
            </Typography>
            <Stack
              spacing={1.5}
              component="ul"
              aria-label={t('calendar.visits.listLabel')}
              sx={{ p: 0, m: 0 }}
            >
              {data.getScheduledVisits.data.map((row) => {
                const visit = toVisitSummary(row)
                return (
                  <VisitCard
                    key={visit.ID}
                    visitType={visit.visitType}
                    testId={`scheduled-visit-${visit.ID}`}
                    title={visit.childName}
                    chips={
                      <>
                        <Chip size="small" label={t(keyOf(visitTypeText, visit.visitType, 'centre_visit'))} />
                        {centreId === null && (
                          <Chip
                            size="small"
                            variant="outlined"
                            color="primary"
                            label={row.centre.label}
                            data-testid={`scheduled-visit-centre-${visit.ID}`}
                          />
                        )}
                        <Chip
                          size="small"
                          variant="outlined"
                          label={visit.approvalDisplay}
                          data-testid={`scheduled-visit-approval-${visit.ID}`}
                        />
                      </>
                    }
                    actions={
                      canApprove && (
                        <VisitActionButtons visit={visit} canApprove={canApprove} onAction={onAction} />
                      )
                    }
                  >
                    <Typography variant="body2">{formatSlot(visit.visitFrom, visit.visitTo)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {visit.parentName}
                      {visit.parentPhone ? ` · ${visit.parentPhone}` : ''}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      data-testid={`scheduled-visit-status-${visit.ID}`}
                    >
                      {visit.statusText}
                    </Typography>
                  </VisitCard>
                )
              })}
            </Stack>
            {data.getScheduledVisits.totalCount > data.getScheduledVisits.data.length && (
              <Button
                onClick={() => setShown((n) => n + PAGE)}
                loading={visits.isFetching}
                sx={{ alignSelf: 'center' }}
                data-testid="scheduled-visits-more"
              >
                {t('calendar.visits.more')}
              </Button>
            )}
          </Stack>
        )}
      </ListContent>
    </Stack>
  )
}
