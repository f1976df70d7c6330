import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import type { Bus } from '../documents'
import { useBuses, useRemoveBus } from '../hooks'
import { busPaths } from '../paths'
import { BusTabList, type BusTabProps, useTabQuery } from './BusTabList'

const names = (b: Bus) => b.busChildren.map((c) => `${c.firstname} ${c.lastname}`).join(', ')
const driverName = (b: Bus) => (b.busDriver ? `${b.busDriver.firstname} ${b.busDriver.lastname}` : '')

function useBusColumns(): Column<Bus>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'plate',
      header: t('buses.plateNumber'),
      cell: (b) => b.plateNumber,
      card: 'title',
      strong: true,
      nowrap: true,
      exportValue: (b) => b.plateNumber,
    },
    {
      key: 'centre',
      header: t('buses.centre'),
      cell: (b) => b.centre.label,
      exportValue: (b) => b.centre.label,
    },
    {
      key: 'driver',
      header: t('buses.driver'),
      cell: (b) => driverName(b) || t('buses.noDriver'),
      exportValue: driverName,
    },
    {
      key: 'children',
      header: t('buses.children'),
      cell: (b) => (
        <span title={names(b)} data-testid={`bus-children-${b.ID}`}>
          {t('buses.childCount', { count: b.busChildren.length })}
        </span>
      ),
      card: 'badge',
      exportValue: names,
    },
  ]
}

/** The buses tab: a page of the buses in reach, searchable by plate. */
export function BusList(props: BusTabProps) {
  const { t } = useTranslation()
  return (
    <BusTabList
      {...props}
      query={useBuses(...useTabQuery(props.list))}
      pageOf={(data) => data.findAllBus}
      columns={useBusColumns()}
      label={t('buses.tabBuses')}
      testId="bus"
      listTestId="buses"
      exportName="buses"
      editTo={(bus) => busPaths.busEdit(bus.ID)}
      texts={{
        edit: 'buses.editBus',
        delete: 'buses.deleteBus',
        deleteTitle: 'buses.deleteBusTitle',
        deleteConfirm: 'buses.deleteBusConfirm',
        deleted: 'buses.busDeleted',
      }}
      textValues={(bus) => ({ plate: bus.plateNumber })}
      removal={useRemoveBus()}
      removalVariables={(bus) => ({ IDBus: bus.ID })}
    />
  )
}
