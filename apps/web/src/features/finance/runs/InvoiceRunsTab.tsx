import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import type { ListSpec } from '../../../components/list/list-params'
import { ListPagination } from '../../../components/list/ListPagination'
import { ResponsiveList } from '../../../components/list/ResponsiveList'
import { useListParams } from '../../../components/list/use-list-params'
import { NoticeSnackbar } from '../../../components/NoticeSnackbar'
import { useNotice } from '../../../lib/use-notice'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { useInvoiceRuns } from '../hooks'
import { RunReview } from './RunReview'
import { useRunColumns } from './run-columns'
import { StartRunForm } from './StartRunForm'

const PAGE_SIZES = [10, 25, 50]
const LIST_PARAMS: ListSpec<{ run: 'id' }> = {
  filters: { run: 'id' },
  perPage: { options: PAGE_SIZES, initial: 10 },
}

/** The invoice runs: start a month's dry run, the runs newest first, and the chosen run's review (?run=). */
export default function InvoiceRunsTab() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const [notice, setNotice] = useNotice()
  const runs = useInvoiceRuns(me.fkSchool, { page: list.page, perPage: list.perPage })
  const open = (run: { ID: number }) => list.set({ filters: { run: run.ID } })
  const columns = useRunColumns(open)
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      {(can('finance.startCentreRun') || can('finance.startSchoolRun')) && (
        <StartRunForm
          onStarted={(run) => {
            setNotice(t('finance.runs.started'))
            open(run)
          }}
        />
      )}
      {list.filters.run !== null && <RunReview runId={list.filters.run} onNotice={setNotice} />}
      <ResponsiveList
        query={runs}
        rowsOf={(d) => d.findAllInvoiceRun.data}
        rowKey={(r) => r.ID}
        columns={columns}
        label={t('finance.runs.list')}
        emptyText={t('common.noData')}
        testId="finance-runs"
        rowTestId="finance-run"
        footer={(d) => (
          <ListPagination
            count={d.findAllInvoiceRun.totalCount}
            paging={list}
            perPageLabel={t('finance.perPage')}
            testId="finance-runs-pagination"
          />
        )}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="finance-notice" />
    </Stack>
  )
}
