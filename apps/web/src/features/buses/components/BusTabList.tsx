import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../../components/DeleteDialog'
import { ListPagination } from '../../../components/list/ListPagination'
import type { ListQuery } from '../../../components/list/ListContent'
import { type Column, ResponsiveList } from '../../../components/list/ResponsiveList'
import type { GqlError } from '../../../lib/request'
import type { BusListParams } from '../BusManagementPage'
import { RowActions } from './RowActions'

interface Page<Row> {
  data: readonly Row[]
  totalCount: number
}

/** What the page gives each tab. */
export interface BusTabProps {
  list: BusListParams
  canWrite: boolean
  onNotice: (notice: string) => void
}

interface Props<Data, Row extends { ID: number }, TVariables> extends BusTabProps {
  query: ListQuery<Data>
  pageOf: (data: Data) => Page<Row>
  columns: readonly Column<Row>[]
  label: string
  /** Test ids: rows <testId>-row, actions <testId>-edit/-delete-<id>, the dialog <testId>-delete. */
  testId: string
  /** Test ids of the list (<listTestId>-table...) and its pagination (<listTestId>-pagination). */
  listTestId: string
  exportName: string
  editTo: (row: Row) => string
  editLabel: (row: Row) => string
  deleteLabel: (row: Row) => string
  deleteTitle: string
  deleteText: (row: Row) => string
  deletedNotice: (row: Row) => string
  removal: UseMutationResult<unknown, GqlError, TVariables>
  removalVariables: (row: Row) => TVariables
}

/** One tab of /busmanagement: a page of rows in reach, each with edit and delete (asked first) for writers. */
export function BusTabList<Data, Row extends { ID: number }, TVariables>(
  props: Props<Data, Row, TVariables>,
) {
  const { t } = useTranslation()
  const { list, testId, listTestId } = props
  const [toDelete, setToDelete] = useState<Row | null>(null)
  return (
    <>
      <ResponsiveList
        query={props.query}
        rowsOf={(data) => props.pageOf(data).data}
        rowKey={(row) => row.ID}
        columns={props.columns}
        label={props.label}
        emptyText={list.query.search ? t('common.noResult') : t('common.noData')}
        testId={listTestId}
        rowTestId={`${testId}-row`}
        rowActions={
          props.canWrite
            ? (row) => (
                <RowActions
                  id={row.ID}
                  testId={testId}
                  editTo={props.editTo(row)}
                  editLabel={props.editLabel(row)}
                  deleteLabel={props.deleteLabel(row)}
                  onDelete={() => setToDelete(row)}
                />
              )
            : undefined
        }
        exportName={props.exportName}
        footer={(data) => (
          <ListPagination
            count={props.pageOf(data).totalCount}
            paging={list}
            testId={`${listTestId}-pagination`}
          />
        )}
      />
      <DeleteDialog
        item={toDelete}
        title={props.deleteTitle}
        text={props.deleteText}
        mutation={props.removal}
        variables={props.removalVariables}
        testId={`${testId}-delete`}
        onClose={() => setToDelete(null)}
        onDeleted={(row) => {
          setToDelete(null)
          props.onNotice(props.deletedNotice(row))
        }}
      />
    </>
  )
}
