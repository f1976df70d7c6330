import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { DEFAULT_PER_PAGE, Debounce } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../components/DeleteDialog'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { ListContent } from '../../components/list/ListContent'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { CentreCards } from './components/CentreCards'
import { CentreFilters } from './components/CentreFilters'
import { CentreTable } from './components/CentreTable'
import type { Centre } from './documents'
import { toCentreFilter } from './filter'
import { useCentres, useRemoveCentre } from './hooks'
import { centrePaths } from './paths'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { useStaffSession } from './use-staff-session'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]

/** /settings/centremanagement: the centres in reach, searchable, with add and delete for head office. */
export default function CentreListPage() {
  const { t } = useTranslation()
  const { me, canWrite, canCreate } = useStaffSession()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [search, setSearch] = useState('')
  const [activeOnly, setActiveOnly] = useState(false)
  const [page, setPage] = useState(0)
  const [perPage, setPerPage] = useState(DEFAULT_PER_PAGE)
  const filter = toCentreFilter(useDebouncedValue(search, Debounce.search), activeOnly)
  const centres = useCentres(me.fkSchool, filter, { page: page + 1, perPage })
  const [toDelete, setToDelete] = useState<Centre | null>(null)
  const removal = useRemoveCentre()
  const [notice, setNotice] = useNotice()
  const List = phone ? CentreCards : CentreTable
  const filtered = Boolean(filter.search || filter.active)

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('centres.title')}
        </Typography>
        {canCreate && <AddLinkButton to={centrePaths.add} label={t('centres.add')} testId="centre-add" />}
      </Stack>
      <CentreFilters
        search={search}
        onSearch={(text) => {
          setSearch(text)
          setPage(0)
        }}
        activeOnly={activeOnly}
        onActiveOnly={(on) => {
          setActiveOnly(on)
          setPage(0)
        }}
      />
      <ListContent
        query={centres}
        isEmpty={(data) => data.findAllCentreForSchool.data.length === 0}
        emptyText={filtered ? t('common.noResult') : t('common.noData')}
        retryLabel={t('centres.retry')}
        testId="centres"
      >
        {({ findAllCentreForSchool: result }) => (
          <>
            <List centres={result.data} canWrite={canWrite} onDelete={canCreate ? setToDelete : undefined} />
            <TablePagination
              component="div"
              count={result.totalCount}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={perPage}
              rowsPerPageOptions={PAGE_SIZES}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value))
                setPage(0)
              }}
              labelRowsPerPage={t('centres.perPage')}
              data-testid="centres-pagination"
            />
          </>
        )}
      </ListContent>
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
