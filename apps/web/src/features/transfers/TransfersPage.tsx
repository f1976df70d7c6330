import { TransferStatus } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { RequestListPage, useRequestList } from '../../components/list/RequestListPage'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useCompletedTransfers, useTransferDrafts } from './hooks'
import { transferStatusText } from './text-keys'
import { useTransferColumns } from './transfer-columns'

/** /transfers: the transfer requests out of or into the centres in reach, and the completed transfers (a tab). */
export default function TransfersPage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const state = useRequestList()
  const drafts = useTransferDrafts(me.fkSchool, state.filter, state.paging)
  const completed = useCompletedTransfers(me.fkSchool, state.filter, state.paging)
  const columns = useTransferColumns()
  return (
    <RequestListPage
      state={state}
      texts={{
        title: t('transfers.title'),
        search: t('transfers.search'),
        status: t('transfers.status'),
        all: t('transfers.all'),
        drafts: t('transfers.drafts'),
        completed: t('transfers.completed'),
        perPage: t('transfers.perPage'),
      }}
      idPrefix="transfers"
      rowTestId="transfer-row"
      statusOptions={TransferStatus.filter((s) => s !== 'completed').map((s) => ({
        value: s,
        label: t(transferStatusText[s]),
      }))}
      columns={columns}
      drafts={{
        query: drafts,
        rowsOf: (d) => d.getTransferDrafts.data,
        totalOf: (d) => d.getTransferDrafts.totalCount,
        testId: 'transfer-drafts',
      }}
      completed={{
        query: completed,
        rowsOf: (d) => d.getCompletedTransferRequests.data,
        totalOf: (d) => d.getCompletedTransferRequests.totalCount,
        testId: 'transfers-completed',
      }}
    />
  )
}
