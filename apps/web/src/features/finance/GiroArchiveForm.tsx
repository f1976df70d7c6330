import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { addMonths, singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'
import { FilterSelect } from '../../components/list/FilterSelect'
import { formatMonth } from '../../lib/format'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { UploadedFile } from './files-documents'
import { useGenerateDeductionArchive, useGenerateRefundArchive } from './files-hooks'

/** This month (the usual deduction), last month (a late one) and next month. */
const monthChoices = () => [0, -1, 1].map((n) => addMonths(singaporeToday(), n))

/** Makes the month's GIRO deduction archive, or the pending refunds' archive, debited or paid on a value date. */
export function GiroArchiveForm({ onMade }: { onMade: (file: UploadedFile) => void }) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const months = monthChoices()
  const [month, setMonth] = useState(months[0])
  const [valueDate, setValueDate] = useState(singaporeToday())
  const deduction = useGenerateDeductionArchive()
  const refund = useGenerateRefundArchive()
  const error = deduction.error?.message ?? refund.error?.message
  const makeDeductions = () => {
    refund.reset()
    deduction.mutate(
      { IDSchool: me.fkSchool, month, valueDate },
      { onSuccess: (d) => onMade(d.generateGiroDeductionArchive) },
    )
  }
  const makeRefunds = () => {
    deduction.reset()
    refund.mutate(
      { IDSchool: me.fkSchool, valueDate },
      { onSuccess: (d) => onMade(d.generateGiroRefundArchive) },
    )
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="finance-giro-generate">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('finance.files.generateTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('finance.files.generateHint')}
        </Typography>
        <FormErrorAlert message={error} testId="finance-giro-generate-error" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FilterSelect
            label={t('finance.month')}
            value={month}
            options={months.map((m) => ({ value: m, label: formatMonth(m) }))}
            onChange={(m) => m && setMonth(m)}
            testId="finance-giro-month"
          />
          <TextField
            type="date"
            size="small"
            label={t('finance.files.valueDate')}
            value={valueDate}
            onChange={(e) => setValueDate(e.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'finance-giro-value-date' },
            }}
          />
          <Button
            variant="contained"
            onClick={makeDeductions}
            disabled={!valueDate}
            loading={deduction.isPending}
            data-testid="finance-giro-generate-deduction"
          >
            {t('finance.files.generateDeduction')}
          </Button>
          <Button
            variant="outlined"
            onClick={makeRefunds}
            disabled={!valueDate}
            loading={refund.isPending}
            data-testid="finance-giro-generate-refund"
          >
            {t('finance.files.generateRefund')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}
