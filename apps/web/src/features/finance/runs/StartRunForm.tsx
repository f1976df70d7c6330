import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list/FilterSelect'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { SubsidyGuardCard } from '../../care-alerts/SubsidyGuardCard'
import type { InvoiceRun } from '../documents'
import { useFinanceCentres, useStartRun } from '../hooks'
import { MonthSelect, useMonthChoice } from '../MonthSelect'
import { ActionPanel } from '../ActionPanel'

/** Starts the dry run of a month for one centre or (head office) the whole school. */
export function StartRunForm({ onStarted }: { onStarted: (run: InvoiceRun) => void }) {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const centres = useFinanceCentres().data?.getAccessibleCentresForModule ?? []
  // Last month (the usual run), this month and the next two, newest first after last month.
  const choice = useMonthChoice([-1, 0, 1, 2])
  const { month } = choice
  const [picked, setCentre] = useState<number | null>(null)
  const schoolRun = can('finance.startSchoolRun')
  const centre = picked ?? (schoolRun ? null : (centres[0]?.ID ?? null))
  const start = useStartRun()
  const submit = () =>
    start.mutate(
      { IDSchool: me.fkSchool, IDCentre: centre, month },
      { onSuccess: (data) => onStarted(data.createInvoiceRun) },
    )
  return (
    <ActionPanel
      title={t('finance.runs.start')}
      hint={t('finance.runs.startHint')}
      error={start.error?.message}
      testId="finance-start-run"
      controls={
        <>
          <MonthSelect choice={choice} testId="finance-start-run-month" />
          <FilterSelect
            label={t('finance.centre')}
            value={centre}
            // A whole-school run is head office's: others pick one of their centres.
            allLabel={schoolRun ? t('finance.allCentres') : undefined}
            options={centres.map((c) => ({ value: c.ID, label: c.label }))}
            onChange={setCentre}
            testId="finance-start-run-centre"
          />
          <Button
            variant="contained"
            onClick={submit}
            loading={start.isPending}
            data-testid="finance-start-run-submit"
          >
            {t('finance.runs.startButton')}
          </Button>
        </>
      }
    >
      {can('attendance.subsidyGuard') && (
        <SubsidyGuardCard
          centres={centre === null ? centres : centres.filter((c) => c.ID === centre)}
          month={month}
        />
      )}
    </ActionPanel>
  )
}
