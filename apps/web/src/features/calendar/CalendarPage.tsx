import Alert from '@mui/material/Alert'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { PageTabs } from '../../components/PageTabs'
import { useNotice } from '../../lib/use-notice'
import { CentredProgress } from '../../components/CentredProgress'
import { useSession } from '../../shell/session/session-context'
import type { VisitAction } from './calendar-events'
import { AvailabilityPanel } from './components/AvailabilityPanel'
import { CentreLeavePanel } from '../leave/CentreLeavePanel'
import { CentreCalendar } from './components/CentreCalendar'
import { DecisionDialog, type DecisionRequest } from './components/DecisionDialog'
import { ScheduledVisitList } from './components/ScheduledVisitList'
import { type OpenVisit, VisitDetailsDialog } from './components/VisitDetailsDialog'
import { useCalendarCentres, usePendingVisitCounts } from './hooks'
import { ALL_CENTRES, type CalendarTab, useCalendarParams } from './use-calendar-params'
import type { VisitSummary } from './visit-summary'
import { LoadError } from '../../components/query'
import { PageHeader } from '../../components/PageHeader'

/**
 * /calendar: a centre's visits, trial classes, holidays, availability and leave (spec 002), for staff with
 * visit_management read at the centre. Approve access decides visits; write access publishes availability.
 */
export default function CalendarPage() {
  const { t } = useTranslation()
  const { can } = useSession()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const params = useCalendarParams()
  const centres = useCalendarCentres()
  const pending = usePendingVisitCounts()
  const [notice, setNotice] = useNotice()
  const [openVisit, setOpenVisit] = useState<OpenVisit | null>(null)
  const [decision, setDecision] = useState<DecisionRequest | null>(null)

  const list = centres.data?.getAccessibleCentresForModule ?? []
  // Every centre at once is a choice where there is more than one (HQ, principals of several centres).
  const offerAll = list.length > 1
  const allCentres = offerAll && params.allCentres
  // The address's centre when the user reaches it, otherwise their first.
  const centre = allCentres ? null : (list.find((c) => c.ID === params.centreId) ?? list[0] ?? null)
  const shown = allCentres || centre !== null
  const centreKey = centre?.ID ?? ALL_CENTRES
  const pendingAt = (centreId: number | null) => {
    const counts = pending.data?.getPendingVisitCounts ?? []
    return counts
      .filter((c) => centreId === null || c.IDCentre === centreId)
      .reduce((sum, c) => sum + c.pending, 0)
  }
  const optionLabel = (label: string, count: number) =>
    count > 0 ? `${label} (${t('calendar.pendingCount', { count })})` : label
  const canApprove = can('visits.approve')
  const onAction = (action: VisitAction, visit: VisitSummary) => setDecision({ action, visit })

  // Availability belongs to one centre.
  const tabs: { value: CalendarTab; label: string }[] = [
    { value: 'calendar', label: t('calendar.tabCalendar') },
    { value: 'visits', label: t('calendar.tabVisits') },
    ...(centre ? [{ value: 'availability' as const, label: t('calendar.tabAvailability') }] : []),
    // Leave belongs to one centre, and to staff with attendance read there.
    ...(centre && can('leave.centre') ? [{ value: 'leave' as const, label: t('leave.tab') }] : []),
  ]

  return (
    <Stack spacing={2}>
      <PageHeader title={t('calendar.title')}>
        {list.length > 0 && shown && (
          <TextField
            select
            size="small"
            label={t('calendar.centre')}
            value={centreKey}
            onChange={(event) =>
              params.setCentreId(
                event.target.value === ALL_CENTRES ? ALL_CENTRES : Number(event.target.value),
              )
            }
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'calendar-centre' } as object } }}
          >
            {offerAll && (
              <MenuItem value={ALL_CENTRES} data-testid="calendar-centre-all">
                {optionLabel(t('calendar.allCentres'), pendingAt(null))}
              </MenuItem>
            )}
            {list.map((c) => (
              <MenuItem key={c.ID} value={c.ID} data-testid={`calendar-centre-${c.ID}`}>
                {optionLabel(c.label, pendingAt(c.ID))}
              </MenuItem>
            ))}
          </TextField>
        )}
      </PageHeader>
      {centres.isPending && <CentredProgress />}
      <LoadError query={centres} testId="calendar-centres-error" />
      {centres.isSuccess && !shown && (
        <Alert severity="info" data-testid="calendar-no-centres">
          {t('calendar.noCentres')}
        </Alert>
      )}
      {shown && (
        <PageTabs
          value={params.tab}
          onChange={params.setTab}
          tabs={tabs}
          label={t('calendar.tabsLabel')}
          idPrefix="calendar"
          scrollable={phone}
        >
          <Stack sx={{ pt: 2 }}>
            {params.tab === 'calendar' && (
              <CentreCalendar
                // A new centre starts a new calendar, on the same day the address names.
                key={centreKey}
                centreId={centre?.ID ?? null}
                initialDate={params.date ?? singaporeToday()}
                initialView={phone ? 'timeGridDay' : 'dayGridMonth'}
                onVisitClick={(visitId, month) =>
                  setOpenVisit({ visitId, centreId: centre?.ID ?? null, ...month })
                }
              />
            )}
            {params.tab === 'visits' && (
              <ScheduledVisitList
                centreId={centre?.ID ?? null}
                status={params.status}
                onStatusChange={params.setStatus}
                canApprove={canApprove}
                onAction={onAction}
              />
            )}
            {params.tab === 'availability' && centre && (
              <AvailabilityPanel centreId={centre.ID} canWrite={can('visits.write')} onNotice={setNotice} />
            )}
            {params.tab === 'leave' && centre && can('leave.centre') && (
              <CentreLeavePanel
                key={centre.ID}
                centreId={centre.ID}
                initialDate={params.date ?? singaporeToday()}
                onNotice={setNotice}
              />
            )}
          </Stack>
        </PageTabs>
      )}
      <VisitDetailsDialog
        open={openVisit}
        canApprove={canApprove}
        onAction={onAction}
        onClose={() => setOpenVisit(null)}
      />
      <DecisionDialog
        request={decision}
        onClose={() => setDecision(null)}
        onDone={(message) => {
          // A rejected or skipped visit leaves the calendar, so its details close with the decision.
          if (decision?.action === 'reject' || decision?.action === 'skip') setOpenVisit(null)
          setDecision(null)
          setNotice(message)
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="calendar-notice" />
    </Stack>
  )
}
