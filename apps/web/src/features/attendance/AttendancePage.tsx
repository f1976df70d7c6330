import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { singaporeToday } from '@preschool/domain'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DateInput } from '../../components/date/DateInput'
import { FilterSelect } from '../../components/list/FilterSelect'
import { PageTabs } from '../../components/PageTabs'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { RegisterView } from './components/RegisterView'
import { StaffView } from './components/StaffView'
import { SummaryView } from './components/SummaryView'
import { useAttendanceClasses, useAttendanceLive } from './hooks'
import { LoadError } from '../../components/query'

const TABS = ['register', 'summary', 'staff'] as const
type Tab = (typeof TABS)[number]
const monthStart = (date: string) => `${date.slice(0, 8)}01`
const isDate = (text: string | null): text is string => Boolean(text && /^\d{4}-\d{2}-\d{2}$/.test(text))

/**
 * /attendance: a class's register for a day, or a centre's summary over a range. The centre, class, dates and view
 * live in the address, so a reload or a shared link shows the same register.
 */
export default function AttendancePage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const [params, setParams] = useSearchParams()
  const classes = useAttendanceClasses(me.fkSchool)
  // A register open on two tablets (or beside the staff register) shows the other's taps as they commit.
  useAttendanceLive(true)
  const all = useMemo(() => classes.data?.getAllClassInfo.data ?? [], [classes.data])
  const centres = useMemo(
    () =>
      [...new Map(all.map((c) => [c.centre.ID, c.centre])).values()].sort((a, b) =>
        a.label.localeCompare(b.label),
      ),
    [all],
  )
  const today = singaporeToday()
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'register'
  const centreId = Number(params.get('centre')) || centres[0]?.ID || 0
  const centreClasses = all.filter((c) => c.centre.ID === centreId)
  const chosenClass = Number(params.get('class')) || null
  const classID = chosenClass ?? (tab === 'register' ? (centreClasses[0]?.ID ?? null) : null)
  const date = isDate(params.get('date')) ? params.get('date')! : today
  const from = isDate(params.get('from')) ? params.get('from')! : monthStart(today)
  const to = isDate(params.get('to')) ? params.get('to')! : today
  const set = (changes: Record<string, string | number | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(key)
          else next.set(key, String(value))
        return next
      },
      { replace: true },
    )

  if (classes.error) return <LoadError query={classes} />
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('attendance.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FilterSelect
          label={t('attendance.centre')}
          value={centreId || null}
          options={centres.map((c) => ({ value: c.ID, label: c.label }))}
          onChange={(centre) => set({ centre, class: null })}
          testId="attendance-centre"
        />
        <FilterSelect
          label={t('attendance.class')}
          value={classID}
          allLabel={tab === 'summary' ? t('attendance.chooseClass') : undefined}
          options={centreClasses.map((c) => ({ value: c.ID, label: c.label }))}
          onChange={(klass) => set({ class: klass })}
          testId="attendance-class"
        />
        {tab !== 'summary' ? (
          <DateInput
            label={t('attendance.date')}
            value={date}
            maxDate={today}
            onChange={(d) => isDate(d) && set({ date: d })}
            testId="attendance-date"
          />
        ) : (
          <>
            <DateInput
              label={t('attendance.from')}
              value={from}
              onChange={(d) => isDate(d) && set({ from: d })}
              testId="attendance-from"
            />
            <DateInput
              label={t('attendance.to')}
              value={to}
              onChange={(d) => isDate(d) && set({ to: d })}
              testId="attendance-to"
            />
          </>
        )}
      </Stack>
      <PageTabs
        value={tab}
        onChange={(next) => set({ tab: next === 'register' ? null : next })}
        tabs={TABS.map((value) => ({
          value,
          label: t(
            value === 'register'
              ? 'attendance.tabRegister'
              : value === 'summary'
                ? 'attendance.tabSummary'
                : 'attendance.tabStaff',
          ),
        }))}
        label={t('attendance.tabsLabel')}
        idPrefix="attendance"
      >
        {tab === 'register' && classID !== null && (
          <RegisterView key={`${classID}-${date}`} classID={classID} date={date} />
        )}
        {tab === 'staff' && centreId > 0 && <StaffView centreId={centreId} date={date} />}
        {tab === 'summary' && centreId > 0 && (
          <SummaryView centreId={centreId} classID={chosenClass} from={from} to={to} />
        )}
      </PageTabs>
    </Stack>
  )
}
