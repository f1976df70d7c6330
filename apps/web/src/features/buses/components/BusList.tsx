import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../../components/DeleteDialog'
import { ListPagination } from '../../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../../components/list/ResponsiveList'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { BUS_PAGE_SIZES, type BusListParams } from '../BusManagementPage'
import type { Bus } from '../documents'
import { useBuses, useRemoveBus } from '../hooks'
import { busPaths } from '../paths'
import { RowActions } from './RowActions'

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

interface Props {
  list: BusListParams
  canWrite: boolean
  onNotice: (notice: string) => void
}

/** The buses tab: a page of the buses in reach, searchable by plate. */
export function BusList({ list, canWrite, onNotice }: Props) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const buses = useBuses(me.fkSchool, list.query, { page: list.page, perPage: list.perPage })
  const [toDelete, setToDelete] = useState<Bus | null>(null)
  const removal = useRemoveBus()
  return (
    <>
      <ResponsiveList
        query={buses}
        rowsOf={(data) => data.findAllBus.data}
        rowKey={(bus) => bus.ID}
        columns={useBusColumns()}
        label={t('buses.tabBuses')}
        emptyText={list.query.search ? t('common.noResult') : t('common.noData')}
        testId="buses"
        rowTestId="bus-row"
        rowActions={
          canWrite
            ? (bus) => (
                <RowActions
                  id={bus.ID}
                  testId="bus"
                  editTo={busPaths.busEdit(bus.ID)}
                  editLabel={t('buses.editBus', { plate: bus.plateNumber })}
                  deleteLabel={t('buses.deleteBus', { plate: bus.plateNumber })}
                  onDelete={() => setToDelete(bus)}
                />
              )
            : undefined
        }
        exportName="buses"
        footer={({ findAllBus: result }) => (
          <ListPagination
            count={result.totalCount}
            page={list.page}
            perPage={list.perPage}
            perPageOptions={BUS_PAGE_SIZES}
            onChange={list.set}
            testId="buses-pagination"
          />
        )}
      />
      <DeleteDialog
        item={toDelete}
        title={t('buses.deleteBusTitle')}
        text={(bus) => t('buses.deleteBusConfirm', { plate: bus.plateNumber })}
        mutation={removal}
        variables={(bus) => ({ IDBus: bus.ID })}
        testId="bus-delete"
        onClose={() => setToDelete(null)}
        onDeleted={(bus) => {
          setToDelete(null)
          onNotice(t('buses.busDeleted', { plate: bus.plateNumber }))
        }}
      />
    </>
  )
}
