import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CentredProgress } from '../../shell/pages/CentredProgress'
import { useNotice } from '../../lib/use-notice'
import { DeleteHolidayDialog } from './components/DeleteHolidayDialog'
import { HolidayCards } from './components/HolidayCards'
import { HolidayTable } from './components/HolidayTable'
import { YearSelector } from './components/YearSelector'
import type { Holiday } from './documents'
import { useHolidaysOfYear } from './hooks'
import { holidayPaths } from './paths'
import { useStaffSession } from './use-staff-session'
import { useYearParam } from './use-year-param'

/** /settings/holidaymanagement: the school's holidays of a year, with add, edit and delete for holidays.write. */
export default function HolidayListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [year, setYear] = useYearParam()
  const holidays = useHolidaysOfYear(me.fkSchool, year)
  const canWrite = can('holidays.write')
  const [toDelete, setToDelete] = useState<Holiday | null>(null)
  const [notice, setNotice] = useNotice()

  const onDelete = canWrite ? setToDelete : undefined
  const List = phone ? HolidayCards : HolidayTable

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          {t('holidays.title')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <YearSelector year={year} onChange={setYear} />
          {canWrite && (
            <Button
              component={Link}
              to={holidayPaths.add}
              variant="contained"
              startIcon={<AddIcon />}
              sx={{ whiteSpace: 'nowrap' }}
              data-testid="holiday-add"
            >
              {t('holidays.add')}
            </Button>
          )}
        </Stack>
      </Stack>
      {holidays.isPending ? (
        <CentredProgress />
      ) : holidays.isError ? (
        <Alert
          severity="error"
          data-testid="holidays-error"
          action={
            <Button color="inherit" size="small" onClick={() => holidays.refetch()}>
              {t('holidays.retry')}
            </Button>
          }
        >
          {holidays.error.message}
        </Alert>
      ) : holidays.data.getCentreHolidaysOfYear.length === 0 ? (
        <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="holidays-empty">
          <Typography color="text.secondary">{t('common.noData')}</Typography>
        </Paper>
      ) : (
        <Paper sx={{ p: phone ? 1 : 0 }}>
          <List holidays={holidays.data.getCentreHolidaysOfYear} year={year} onDelete={onDelete} />
        </Paper>
      )}
      <DeleteHolidayDialog
        schoolId={me.fkSchool}
        holiday={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={(holiday) => {
          setToDelete(null)
          setNotice(t('holidays.deleted', { title: holiday.title }))
        }}
      />
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert
          severity="success"
          variant="filled"
          onClose={() => setNotice(null)}
          data-testid="holidays-notice"
        >
          {notice}
        </Alert>
      </Snackbar>
    </Stack>
  )
}
