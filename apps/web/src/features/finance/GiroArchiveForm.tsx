import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { UploadedFile } from './files-documents'
import { useGenerateDeductionArchive, useGenerateRefundArchive } from './files-hooks'
import { MonthSelect, useMonthChoice } from './MonthSelect'
import { ActionPanel } from './ActionPanel'

/** Makes the month's GIRO deduction archive, or the pending refunds' archive, debited or paid on a value date. */
export function GiroArchiveForm({ onMade }: { onMade: (file: UploadedFile) => void }) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  // This month (the usual deduction), last month (a late one) and next month.
  const choice = useMonthChoice([0, -1, 1])
  const { month } = choice
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
    <ActionPanel
      title={t('finance.files.generateTitle')}
      hint={t('finance.files.generateHint')}
      error={error}
      testId="finance-giro-generate"
      controls={
        <>
          <MonthSelect choice={choice} testId="finance-giro-month" />
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
        </>
      }
    />
  )
}
