import { DateFormat } from '@preschool/domain'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../../components/DeleteDialog'
import { ListPagination } from '../../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../../components/list/ResponsiveList'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { BUS_PAGE_SIZES, type BusListParams } from '../BusManagementPage'
import type { BusDriver } from '../documents'
import { useBusDrivers, useDeleteBusDriver } from '../hooks'
import { busPaths } from '../paths'
import { RowActions } from './RowActions'

export const driverName = (d: Pick<BusDriver, 'firstname' | 'lastname'>) => `${d.firstname} ${d.lastname}`
const mobile = (d: BusDriver) => `${d.mobilePhoneCountryCode} ${d.mobilePhone}`

function useDriverColumns(): Column<BusDriver>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'name',
      header: t('buses.name'),
      cell: driverName,
      card: 'title',
      strong: true,
      exportValue: driverName,
    },
    {
      key: 'centre',
      header: t('buses.centre'),
      cell: (d) => d.centre.label,
      exportValue: (d) => d.centre.label,
    },
    { key: 'mobile', header: t('buses.mobile'), cell: mobile, nowrap: true, exportValue: mobile },
    {
      key: 'added',
      header: t('buses.added'),
      cell: (d) => dayjs(d.createdAt).format(DateFormat.display),
      nowrap: true,
      exportValue: (d) => d.createdAt.slice(0, 10),
    },
  ]
}

interface Props {
  list: BusListParams
  canWrite: boolean
  onNotice: (notice: string) => void
}

/** The drivers tab: a page of the drivers in reach, newest first, searchable by name. */
export function DriverList({ list, canWrite, onNotice }: Props) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const drivers = useBusDrivers(me.fkSchool, list.query, { page: list.page, perPage: list.perPage })
  const [toDelete, setToDelete] = useState<BusDriver | null>(null)
  const removal = useDeleteBusDriver()
  return (
    <>
      <ResponsiveList
        query={drivers}
        rowsOf={(data) => data.findAllBusDriver.data}
        rowKey={(driver) => driver.ID}
        columns={useDriverColumns()}
        label={t('buses.tabDrivers')}
        emptyText={list.query.search ? t('common.noResult') : t('common.noData')}
        testId="busdrivers"
        rowTestId="busdriver-row"
        rowActions={
          canWrite
            ? (driver) => (
                <RowActions
                  id={driver.ID}
                  testId="busdriver"
                  editTo={busPaths.driverEdit(driver.ID)}
                  editLabel={t('buses.editDriver', { name: driverName(driver) })}
                  deleteLabel={t('buses.deleteDriver', { name: driverName(driver) })}
                  onDelete={() => setToDelete(driver)}
                />
              )
            : undefined
        }
        exportName="bus-drivers"
        footer={({ findAllBusDriver: result }) => (
          <ListPagination
            count={result.totalCount}
            page={list.page}
            perPage={list.perPage}
            perPageOptions={BUS_PAGE_SIZES}
            onChange={list.set}
            testId="busdrivers-pagination"
          />
        )}
      />
      <DeleteDialog
        item={toDelete}
        title={t('buses.deleteDriverTitle')}
        text={(driver) => t('buses.deleteDriverConfirm', { name: driverName(driver) })}
        mutation={removal}
        variables={(driver) => ({ IDBusDriver: driver.ID })}
        testId="busdriver-delete"
        onClose={() => setToDelete(null)}
        onDeleted={(driver) => {
          setToDelete(null)
          onNotice(t('buses.driverDeleted', { name: driverName(driver) }))
        }}
      />
    </>
  )
}
