import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import TablePagination from '@mui/material/TablePagination'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { DEFAULT_PER_PAGE, Debounce } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import { useNotice } from '../../lib/use-notice'
import { CentreCards } from './components/CentreCards'
import { CentreFilters } from './components/CentreFilters'
import { CentreTable } from './components/CentreTable'
import { DeleteCentreDialog } from './components/DeleteCentreDialog'
import type { Centre } from './documents'
import { toCentreFilter } from './filter'
import { useCentres } from './hooks'
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
  const [notice, setNotice] = useNotice()
  const List = phone ? CentreCards : CentreTable
  const result = centres.data?.findAllCentreForSchool
  const filtered = Boolean(filter.search || filter.active)

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('centres.title')}
        </Typography>
        {canCreate && (
          <Button
            component={Link}
            to={centrePaths.add}
            variant="contained"
            startIcon={<AddIcon />}
            data-testid="centre-add"
          >
            {t('centres.add')}
          </Button>
        )}
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
      {centres.isPending ? (
        <CentredProgress />
      ) : centres.isError ? (
        <Alert
          severity="error"
          data-testid="centres-error"
          action={
            <Button color="inherit" size="small" onClick={() => centres.refetch()}>
              {t('centres.retry')}
            </Button>
          }
        >
          {centres.error.message}
        </Alert>
      ) : !result || result.data.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="centres-empty">
          <Typography color="text.secondary">
            {filtered ? t('common.noResult') : t('common.noData')}
          </Typography>
        </Paper>
      ) : (
        <Paper sx={{ p: phone ? 1 : 0 }}>
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
        </Paper>
      )}
      <DeleteCentreDialog
        schoolId={me.fkSchool}
        centre={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(centre) => {
          setToDelete(null)
          setNotice(t('centres.deleted', { label: centre.label }))
        }}
      />
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setNotice(null)}
          data-testid="centres-notice"
        >
          {notice}
        </Alert>
      </Snackbar>
    </Stack>
  )
}
