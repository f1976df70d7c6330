import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../components/DeleteDialog'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useCentreColumns } from './components/centre-columns'
import { CentreFilters } from './components/CentreFilters'
import { CentreRowActions } from './components/CentreRowActions'
import type { Centre } from './documents'
import { useCentres, useRemoveCentre } from './hooks'
import { centrePaths } from './paths'
import { useStaffSession } from '../../shell/session/use-staff-session'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ search: 'text'; active: 'flag' }> = {
  filters: { search: 'text', active: 'flag' },
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/** /settings/centremanagement: the centres in reach, searchable, with add and delete for head office. */
export default function CentreListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const canWrite = can('centres.write')
  // Creating and deleting centres is head office's (the catalogue's centres.create and centres.remove).
  const canCreate = can('centres.create')
  const canRemove = can('centres.remove')
  const list = useListParams(LIST_PARAMS)
  const { set: setList } = list
  const centres = useCentres(me.fkSchool, list.query, { page: list.page, perPage: list.perPage })
  const [toDelete, setToDelete] = useState<Centre | null>(null)
  const removal = useRemoveCentre()
  const [notice, setNotice] = useNotice()
  const columns = useCentreColumns()
  const filtered = Object.keys(list.query).length > 0

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('centres.title')}
        </Typography>
        {canCreate && <AddLinkButton to={centrePaths.add} label={t('centres.add')} testId="centre-add" />}
      </Stack>
      <CentreFilters
        search={list.filters.search}
        onSearch={(search) => setList({ filters: { search } })}
        activeOnly={list.filters.active}
        onActiveOnly={(active) => setList({ filters: { active } })}
      />
      <ResponsiveList
        query={centres}
        rowsOf={(data) => data.findAllCentreForSchool.data}
        rowKey={(centre) => centre.ID}
        columns={columns}
        label={t('centres.title')}
        emptyText={filtered ? t('common.noResult') : t('common.noData')}
        testId="centres"
        rowTestId="centre-row"
        rowActions={
          canWrite
            ? (centre) => <CentreRowActions centre={centre} onDelete={canRemove ? setToDelete : undefined} />
            : undefined
        }
        exportName="centres"
        footer={({ findAllCentreForSchool: result }) => (
          <ListPagination
            count={result.totalCount}
            paging={list}
            perPageLabel={t('centres.perPage')}
            testId="centres-pagination"
          />
        )}
      />
      <DeleteDialog
        item={toDelete}
        title={t('centres.deleteTitle')}
        text={(centre) => t('centres.deleteConfirm', { label: centre.label })}
        mutation={removal}
        variables={(centre) => ({ IDSchool: me.fkSchool, centreID: centre.ID })}
        testId="centre-delete"
        onClose={() => setToDelete(null)}
        onDeleted={(centre) => {
          setToDelete(null)
          setNotice(t('centres.deleted', { label: centre.label }))
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="centres-notice" />
    </Stack>
  )
}
