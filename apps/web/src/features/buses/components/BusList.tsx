import { useTranslation } from 'react-i18next'
import type { Column } from '../../../components/list/ResponsiveList'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import type { Bus } from '../documents'
import { useBuses, useRemoveBus } from '../hooks'
import { busPaths } from '../paths'
import { BusTabList, type BusTabProps } from './BusTabList'

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
  const { me } = useStaffSession()
  const { list } = props
  return (
    <BusTabList
      {...props}
      query={useBuses(me.fkSchool, list.query, { page: list.page, perPage: list.perPage })}
      pageOf={(data) => data.findAllBus}
      columns={useBusColumns()}
      label={t('buses.tabBuses')}
      testId="bus"
      listTestId="buses"
      exportName="buses"
      editTo={(bus) => busPaths.busEdit(bus.ID)}
      editLabel={(bus) => t('buses.editBus', { plate: bus.plateNumber })}
      deleteLabel={(bus) => t('buses.deleteBus', { plate: bus.plateNumber })}
      deleteTitle={t('buses.deleteBusTitle')}
      deleteText={(bus) => t('buses.deleteBusConfirm', { plate: bus.plateNumber })}
      deletedNotice={(bus) => t('buses.busDeleted', { plate: bus.plateNumber })}
      removal={useRemoveBus()}
      removalVariables={(bus) => ({ IDBus: bus.ID })}
    />
  )
}
