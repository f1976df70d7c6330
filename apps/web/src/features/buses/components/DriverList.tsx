import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import type { BusDriver } from '../documents'
import { useBusDrivers, useDeleteBusDriver } from '../hooks'
import { busPaths } from '../paths'
import { BusTabList, type BusTabProps, useTabQuery } from './BusTabList'
import { formatDate, fullName } from '../../../lib/format'

export const driverName = (d: Pick<BusDriver, 'firstname' | 'lastname'>) => fullName(d)
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
      cell: (d) => formatDate(d.createdAt),
      nowrap: true,
      exportValue: (d) => d.createdAt.slice(0, 10),
    },
  ]
}

/** The drivers tab: a page of the drivers in reach, newest first, searchable by name. */
export function DriverList(props: BusTabProps) {
  const { t } = useTranslation()
  return (
    <BusTabList
      {...props}
      query={useBusDrivers(...useTabQuery(props.list))}
      pageOf={(data) => data.findAllBusDriver}
      columns={useDriverColumns()}
      label={t('buses.tabDrivers')}
      testId="busdriver"
      listTestId="busdrivers"
      exportName="bus-drivers"
      editTo={(driver) => busPaths.driverEdit(driver.ID)}
      texts={{
        edit: 'buses.editDriver',
        delete: 'buses.deleteDriver',
        deleteTitle: 'buses.deleteDriverTitle',
        deleteConfirm: 'buses.deleteDriverConfirm',
        deleted: 'buses.driverDeleted',
      }}
      textValues={(driver) => ({ name: driverName(driver) })}
      removal={useDeleteBusDriver()}
      removalVariables={(driver) => ({ IDBusDriver: driver.ID })}
    />
  )
}
