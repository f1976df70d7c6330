import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { PageTabs } from '../../components/PageTabs'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { DraftsPanel } from './components/DraftsPanel'
import { NegativeVacancies } from './components/NegativeVacancies'
import { RequestDialog } from './components/RequestDialog'
import { VacancyPanel } from './components/VacancyPanel'
import { usePlanningCentres, usePlanningLevels } from './hooks'
import { type PlanningTab, usePlanningParams } from './use-planning-params'
import { QueryStatus } from '../../components/query'
import { PageHeader } from '../../components/PageHeader'

/**
 * /enrollmentplanning: a centre's capacity and vacancy per level over the next 12 months, and its capacity change
 * requests (submitted by staff with write, decided by another staff member with approve at the centre).
 */
export default function PlanningPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const params = usePlanningParams()
  const centres = usePlanningCentres()
  const list = centres.data?.getAccessibleCentresForModule ?? []
  const centre = list.find((c) => c.ID === params.centreId) ?? list[0] ?? null
  const levelRows = usePlanningLevels(me.fkSchool, centre?.ID ?? null).data?.findAllCentreLevel.data ?? []
  // One row per programme: each level once, in the server's order (youngest first).
  const levels = [
    ...new Map(levelRows.filter((r) => r.active && r.level.active).map((r) => [r.fkLevel, r.level])).values(),
  ]
  const level = levels.find((l) => l.ID === params.levelId) ?? levels[0] ?? null
  const [requesting, setRequesting] = useState(false)
  const [notice, setNotice] = useNotice()

  const tabs: { value: PlanningTab; label: string }[] = [
    { value: 'vacancy', label: t('planning.tabVacancy') },
    { value: 'requests', label: t('planning.tabRequests') },
  ]
  return (
    <Stack spacing={2}>
      <PageHeader title={t('planning.title')}>
        {centre && can('planning.submit') && levels.length > 0 && (
          <Button variant="contained" onClick={() => setRequesting(true)} data-testid="planning-request">
            {t('planning.requestChange')}
          </Button>
        )}
      </PageHeader>
      <QueryStatus query={centres} />
      {centres.isSuccess && !centre && (
        <Alert severity="info" data-testid="planning-no-centres">
          {t('planning.noCentres')}
        </Alert>
      )}
      {centre && (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              size="small"
              label={t('planning.centre')}
              value={centre.ID}
              onChange={(event) => params.set({ centre: event.target.value, level: null })}
              sx={{ width: { xs: '100%', sm: 320 } }}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'planning-centre' } }}
            >
              {list.map((c) => (
                <option key={c.ID} value={c.ID}>
                  {c.label}
                </option>
              ))}
            </TextField>
            {level && (
              <TextField
                select
                size="small"
                label={t('planning.level')}
                value={level.ID}
                onChange={(event) => params.set({ level: event.target.value })}
                sx={{ width: { xs: '100%', sm: 240 } }}
                slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'planning-level' } }}
              >
                {levels.map((l) => (
                  <option key={l.ID} value={l.ID}>
                    {l.label}
                  </option>
                ))}
              </TextField>
            )}
          </Stack>
          <NegativeVacancies centreId={centre.ID} />
          <PageTabs
            value={params.tab}
            onChange={(tab) => params.set({ tab })}
            tabs={tabs}
            label={t('planning.title')}
            idPrefix="planning"
          >
            {params.tab === 'vacancy' &&
              (level ? (
                <VacancyPanel centreId={centre.ID} levelId={level.ID} />
              ) : (
                <Alert severity="info" data-testid="planning-no-levels">
                  {t('planning.noLevels')}
                </Alert>
              ))}
            {params.tab === 'requests' && <DraftsPanel centreId={centre.ID} onDone={setNotice} />}
          </PageTabs>
          {requesting && (
            <RequestDialog
              centre={centre}
              levels={levels}
              onClose={() => setRequesting(false)}
              onSubmitted={() => {
                setRequesting(false)
                setNotice(t('planning.submitted'))
                params.set({ tab: 'requests' })
              }}
            />
          )}
        </>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="planning-notice" />
    </Stack>
  )
}
