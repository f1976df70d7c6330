import Stack from '@mui/material/Stack'
import { WithdrawalStatus } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { RequestListPage, useRequestList } from '../../components/list/RequestListPage'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useCompletedWithdrawals, useWithdrawalDrafts } from './hooks'
import { PendingSignatures } from './PendingSignatures'
import { withdrawalStatusText } from './text-keys'
import { useWithdrawalColumns } from './withdrawal-columns'

/**
 * /withdrawals: the withdrawal requests of the centres in reach, and the completed withdrawals (a tab); below, the
 * children whose withdrawal form waits for a signature.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const state = useRequestList()
  const drafts = useWithdrawalDrafts(me.fkSchool, state.filter, state.paging)
  const completed = useCompletedWithdrawals(me.fkSchool, state.filter, state.paging)
  const columns = useWithdrawalColumns()
  return (
    <Stack spacing={2}>
      <RequestListPage
        state={state}
        texts={{
          title: t('withdrawals.title'),
          search: t('withdrawals.search'),
          status: t('withdrawals.status'),
          all: t('withdrawals.all'),
          drafts: t('withdrawals.drafts'),
          completed: t('withdrawals.completed'),
          perPage: t('withdrawals.perPage'),
        }}
        idPrefix="withdrawals"
        rowTestId="withdrawal-row"
        statusOptions={WithdrawalStatus.filter((s) => s !== 'withdrawn').map((s) => ({
          value: s,
          label: t(withdrawalStatusText[s]),
        }))}
        columns={columns}
        drafts={{
          query: drafts,
          rowsOf: (d) => d.findAllWithdrawalDraft.data,
          totalOf: (d) => d.findAllWithdrawalDraft.totalCount,
          testId: 'withdrawal-drafts',
        }}
        completed={{
          query: completed,
          rowsOf: (d) => d.findAllWithdrawal.data,
          totalOf: (d) => d.findAllWithdrawal.totalCount,
          testId: 'withdrawals-completed',
        }}
      />
      <PendingSignatures />
    </Stack>
  )
}
