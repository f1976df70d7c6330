import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { StatusChip, type StatusTone } from '../../../components/StatusChip'
import { keyOf } from '../../../i18n/text-key'
import { formatMoney, formatMonth } from '../../../lib/format'
import type { InvoiceRun } from '../documents'
import { runStatusText } from '../text-keys'

const tones: Record<string, StatusTone> = {
  drafting: 'neutral',
  draft: 'warning',
  issuing: 'neutral',
  issued: 'success',
  discarded: 'neutral',
  failed: 'error',
}

export const runBusy = (run: Pick<InvoiceRun, 'status'>) =>
  run.status === 'drafting' || run.status === 'issuing'

/** The run's state, with its progress while a job works on it. */
export function RunStatus({ run }: { run: InvoiceRun }) {
  const { t } = useTranslation()
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <StatusChip
        label={t(keyOf(runStatusText, run.status, 'draft'))}
        tone={tones[run.status] ?? 'neutral'}
        testId={`finance-run-status-${run.ID}`}
      />
      {runBusy(run) && (
        <>
          <LinearProgress
            variant={run.total > 0 ? 'determinate' : 'indeterminate'}
            value={run.total > 0 ? (100 * run.processed) / run.total : undefined}
            aria-label={t('finance.runs.progress', { processed: run.processed, total: run.total })}
          />
          <Typography variant="caption" color="text.secondary">
            {t('finance.runs.progress', { processed: run.processed, total: run.total })}
          </Typography>
        </>
      )}
    </Stack>
  )
}

export const runCentre = (run: InvoiceRun, wholeSchool: string) => run.centreName ?? wholeSchool

/** The columns of the runs list: one declaration for the table, the phone's cards and the export. */
export function useRunColumns(onOpen: (run: InvoiceRun) => void): Column<InvoiceRun>[] {
  const { t } = useTranslation()
  const wholeSchool = t('finance.runs.wholeSchool')
  return [
    {
      key: 'month',
      header: t('finance.month'),
      cell: (r) => formatMonth(r.month),
      card: 'title',
      strong: true,
      exportValue: (r) => r.month,
    },
    {
      key: 'status',
      header: t('finance.status'),
      cell: (r) => <RunStatus run={r} />,
      card: 'badge',
      exportValue: (r) => t(keyOf(runStatusText, r.status, 'draft')),
    },
    {
      key: 'centre',
      header: t('finance.centre'),
      cell: (r) => runCentre(r, wholeSchool),
      exportValue: (r) => runCentre(r, wholeSchool),
    },
    {
      key: 'invoices',
      header: t('finance.runs.invoiceCount'),
      cell: (r) => r.invoiceCount,
      align: 'right',
      exportValue: (r) => r.invoiceCount,
    },
    {
      key: 'skipped',
      header: t('finance.runs.skippedCount'),
      cell: (r) => r.skippedCount,
      align: 'right',
      exportValue: (r) => r.skippedCount,
    },
    {
      key: 'total',
      header: t('finance.runs.grandTotal'),
      cell: (r) => formatMoney(r.grandTotal),
      align: 'right',
      exportValue: (r) => r.grandTotal / 100,
    },
    {
      key: 'maker',
      header: t('finance.runs.maker'),
      cell: (r) => r.makerName,
      exportValue: (r) => r.makerName,
    },
    {
      key: 'open',
      header: '',
      cell: (r) => (
        <Button size="small" onClick={() => onOpen(r)} data-testid={`finance-run-open-${r.ID}`}>
          {t('finance.runs.open')}
        </Button>
      ),
    },
  ]
}
