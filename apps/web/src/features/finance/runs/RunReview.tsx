import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { ListPagination } from '../../../components/list/ListPagination'
import { ResponsiveList } from '../../../components/list/ResponsiveList'
import { PageTabs } from '../../../components/PageTabs'
import { formatMoney, formatMonth } from '../../../lib/format'
import { useDiscardRun, useInvoiceRun, useIssueRun, useRunDrafts } from '../hooks'
import { useBilledColumns, useSkippedColumns } from './draft-columns'
import { runBusy, runCentre, RunStatus } from './run-columns'

const PAGE_SIZES = [25, 50, 100]
type Part = 'billed' | 'skipped'

/**
 * One run: its progress while a job drafts or issues it, the totals, every family's drafted invoice with its lines
 * explained and its change from last month, the skipped children with why, and the steps the server offers the
 * caller (`can`: issuing is never the maker's).
 */
export function RunReview({ runId, onNotice }: { runId: number; onNotice: (notice: string) => void }) {
  const { t } = useTranslation()
  const run = useInvoiceRun(runId).data?.getInvoiceRun
  const [part, setPart] = useState<Part>('billed')
  const [paging, setPaging] = useState({ page: 1, perPage: 25 })
  const [asking, setAsking] = useState<'issue' | 'discard' | null>(null)
  const issue = useIssueRun()
  const discard = useDiscardRun()
  const ready = run !== undefined && !runBusy(run) && run.status !== 'discarded'
  const drafts = useRunDrafts(runId, part === 'skipped', paging, ready)
  const billed = useBilledColumns()
  const skipped = useSkippedColumns()
  if (!run) return null
  const month = formatMonth(run.month)
  const step = asking === 'issue' ? issue : discard
  const confirm = () =>
    step.mutate(
      { IDInvoiceRun: run.ID },
      {
        onSuccess: () => {
          onNotice(t(asking === 'issue' ? 'finance.runs.issued' : 'finance.runs.discarded'))
          setAsking(null)
        },
      },
    )
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="finance-run-review">
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="h6" component="h2">
            {t('finance.runs.review', { month, centre: runCentre(run, t('finance.runs.wholeSchool')) })}
          </Typography>
          <RunStatus run={run} />
        </Stack>
        {run.error && <Alert severity="error">{t('finance.runs.failed', { error: run.error })}</Alert>}
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }} data-testid="finance-run-totals">
          <Typography>
            {t('finance.runs.invoiceCount')}: <strong>{run.invoiceCount}</strong>
          </Typography>
          <Typography>
            {t('finance.runs.skippedCount')}: <strong>{run.skippedCount}</strong>
          </Typography>
          <Typography>
            {t('finance.runs.grandTotal')}: <strong>{formatMoney(run.grandTotal)}</strong>
          </Typography>
          <Typography color="text.secondary">
            {t('finance.runs.maker')}: {run.makerName}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {run.can.includes('finance.issueRun') && (
            <Button variant="contained" onClick={() => setAsking('issue')} data-testid="finance-run-issue">
              {t('finance.runs.issue')}
            </Button>
          )}
          {run.can.includes('finance.discardRun') && (
            <Button color="error" onClick={() => setAsking('discard')} data-testid="finance-run-discard">
              {t('finance.runs.discard')}
            </Button>
          )}
          {run.status === 'draft' && !run.can.includes('finance.issueRun') && (
            <Typography variant="body2" color="text.secondary" data-testid="finance-run-second-person">
              {t('finance.runs.makerCannotIssue')}
            </Typography>
          )}
        </Stack>
        {ready && (
          <PageTabs
            value={part}
            onChange={(next) => {
              setPart(next)
              setPaging((p) => ({ ...p, page: 1 }))
            }}
            tabs={[
              { value: 'billed' as const, label: t('finance.runs.billed') },
              { value: 'skipped' as const, label: t('finance.runs.skipped') },
            ]}
            label={t('finance.runs.list')}
            idPrefix="finance-run"
          >
            <ResponsiveList
              query={drafts}
              rowsOf={(d) => d.findAllInvoiceRunDraft.data}
              rowKey={(d) => d.ID}
              columns={part === 'billed' ? billed : skipped}
              label={t(part === 'billed' ? 'finance.runs.billed' : 'finance.runs.skipped')}
              emptyText={t('common.noData')}
              testId={`finance-run-${part}`}
              rowTestId="finance-draft"
              exportName={`invoice-run-${run.month.slice(0, 7)}-${part}`}
              footer={(d) => (
                <ListPagination
                  count={d.findAllInvoiceRunDraft.totalCount}
                  paging={{
                    ...paging,
                    perPageOptions: PAGE_SIZES,
                    set: (next) => setPaging((p) => ({ ...p, ...next })),
                  }}
                  perPageLabel={t('finance.perPage')}
                  testId="finance-run-pagination"
                />
              )}
            />
          </PageTabs>
        )}
      </Stack>
      <ConfirmDialog
        confirmation={
          asking && {
            title: t(asking === 'issue' ? 'finance.runs.issue' : 'finance.runs.discard'),
            text:
              asking === 'issue'
                ? t('finance.runs.issueConfirm', { count: run.invoiceCount, month })
                : t('finance.runs.discardConfirm'),
            confirmLabel: t(asking === 'issue' ? 'finance.runs.issue' : 'finance.runs.discard'),
            destructive: asking === 'discard',
          }
        }
        busy={step.isPending}
        error={step.error?.message}
        onConfirm={confirm}
        onClose={() => {
          step.reset()
          setAsking(null)
        }}
        testId="finance-run-confirm"
      />
    </Paper>
  )
}
