import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { addMonths, singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { FilterSelect } from '../../../components/list/FilterSelect'
import { formatMonth } from '../../../lib/format'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { SubsidyGuardCard } from '../../care-alerts/SubsidyGuardCard'
import type { InvoiceRun } from '../documents'
import { useFinanceCentres, useStartRun } from '../hooks'

/** Last month (the usual run), this month and the next two, newest first after last month. */
const monthChoices = () => [-1, 0, 1, 2].map((n) => addMonths(singaporeToday(), n))

/** Starts the dry run of a month for one centre or (head office) the whole school. */
export function StartRunForm({ onStarted }: { onStarted: (run: InvoiceRun) => void }) {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const centres = useFinanceCentres().data?.getAccessibleCentresForModule ?? []
  const months = monthChoices()
  const [month, setMonth] = useState(months[0])
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
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="finance-start-run">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('finance.runs.start')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('finance.runs.startHint')}
        </Typography>
        <FormErrorAlert message={start.error?.message} testId="finance-start-run-error" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FilterSelect
            label={t('finance.month')}
            value={month}
            options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
            onChange={(m) => m && setMonth(m)}
            testId="finance-start-run-month"
          />
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
        </Stack>
        {can('attendance.subsidyGuard') && (
          <SubsidyGuardCard
            centres={centre === null ? centres : centres.filter((c) => c.ID === centre)}
            month={month}
          />
        )}
      </Stack>
    </Paper>
  )
}
