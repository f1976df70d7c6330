import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../components/DeleteDialog'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useHolidayColumns } from './components/holiday-columns'
import { HolidayRowActions } from './components/HolidayRowActions'
import { YearSelector } from './components/YearSelector'
import type { Holiday } from './documents'
import { useDeleteHoliday, useHolidaysOfYear } from './hooks'
import { formatRange } from './format'
import { holidayPaths } from './paths'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useYearParam } from './use-year-param'
import { PageHeader } from '../../components/PageHeader'

/** /settings/holidaymanagement: the school's holidays of a year, with add, edit and delete for holidays.write. */
export default function HolidayListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const [year, setYear] = useYearParam()
  const holidays = useHolidaysOfYear(me.fkSchool, year)
  const canWrite = can('holidays.write')
  const [toDelete, setToDelete] = useState<Holiday | null>(null)
  const removal = useDeleteHoliday()
  const [notice, setNotice] = useNotice()

  const columns = useHolidayColumns()

  return (
    <Stack spacing={2}>
      <PageHeader title={t('holidays.title')}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <YearSelector year={year} onChange={setYear} />
          {canWrite && (
            <AddLinkButton to={holidayPaths.add} label={t('holidays.add')} testId="holiday-add" noWrap />
          )}
        </Stack>
      </PageHeader>
      <ResponsiveList
        query={holidays}
        rowsOf={(data) => data.getCentreHolidaysOfYear}
        rowKey={(holiday) => holiday.ID}
        columns={columns}
        label={t('holidays.listLabel', { year })}
        emptyText={t('common.noData')}
        testId="holidays"
        rowTestId="holiday-row"
        rowActions={
          canWrite
            ? (holiday) => <HolidayRowActions holiday={holiday} year={year} onDelete={setToDelete} />
            : undefined
        }
        exportName={`holidays-${year}`}
      />
      <DeleteDialog
        item={toDelete}
        title={t('holidays.deleteTitle')}
        text={(holiday) =>
          t('holidays.deleteConfirm', { title: holiday.title, dates: formatRange(holiday.from, holiday.to) })
        }
        mutation={removal}
        variables={(holiday) => ({ IDSchool: me.fkSchool, holidayID: holiday.ID })}
        testId="holiday-delete"
        onClose={() => setToDelete(null)}
        onDeleted={(holiday) => {
          setToDelete(null)
          setNotice(t('holidays.deleted', { title: holiday.title }))
        }}
      />
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="holidays-notice" />
    </Stack>
  )
}
