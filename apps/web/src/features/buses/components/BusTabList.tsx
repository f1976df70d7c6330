import type { UseMutationResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DeleteDialog } from '../../../components/DeleteDialog'
import { ListPagination } from '../../../components/list/ListPagination'
import type { ListQuery } from '../../../components/list/ListContent'
import { type Column, ResponsiveList } from '../../../components/list/ResponsiveList'
import type { GqlError } from '../../../lib/request'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import type { TextKey } from '../../../i18n/text-key'
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

/** A tab's list query arguments (school, search, page), for its own query hook: `useBuses(...useTabQuery(list))`. */
export function useTabQuery(list: BusListParams) {
  const { me } = useStaffSession()
  return [me.fkSchool, list.query, { page: list.page, perPage: list.perPage }] as const
}

/** The texts about one row; each but the dialog's title names the row through `textValues`. */
interface RowTexts {
  edit: TextKey
  delete: TextKey
  deleteTitle: TextKey
  deleteConfirm: TextKey
  deleted: TextKey
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
  texts: RowTexts
  /** What the texts name the row by ({ plate } for a bus). */
  textValues: (row: Row) => Record<string, string>
  removal: UseMutationResult<unknown, GqlError, TVariables>
  removalVariables: (row: Row) => TVariables
}

/** One tab of /busmanagement: a page of rows in reach, each with edit and delete (asked first) for writers. */
export function BusTabList<Data, Row extends { ID: number }, TVariables>(
  props: Props<Data, Row, TVariables>,
) {
  const { t } = useTranslation()
  const { list, testId, listTestId, texts } = props
  const [toDelete, setToDelete] = useState<Row | null>(null)
  // `replace` carries the values: i18next's typing takes no plain values object for a key chosen at run time.
  const text = (key: TextKey, row: Row) => t(key, { replace: props.textValues(row) })
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
                  editLabel={text(texts.edit, row)}
                  deleteLabel={text(texts.delete, row)}
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
        title={t(texts.deleteTitle)}
        text={(row) => text(texts.deleteConfirm, row)}
        mutation={props.removal}
        variables={props.removalVariables}
        testId={`${testId}-delete`}
        onClose={() => setToDelete(null)}
        onDeleted={(row) => {
          setToDelete(null)
          props.onNotice(text(texts.deleted, row))
        }}
      />
    </>
  )
}
