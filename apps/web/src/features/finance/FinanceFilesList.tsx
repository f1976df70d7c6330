import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import type { ListQuery } from '../../components/list/ListContent'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import type { useListParams } from '../../components/list/use-list-params'
import { keyOf } from '../../i18n/text-key'
import { formatDate, formatDateTime, formatMoney, formatMonth } from '../../lib/format'
import type { UploadedFile } from './files-documents'
import { fileDocTypeText, fileStatusText } from './text-keys'

export const FILE_PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
export const FILE_LIST_PARAMS: ListSpec<Record<string, never>> = {
  filters: {},
  perPage: { options: FILE_PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

interface Props<Data> {
  query: ListQuery<Data>
  filesOf: (data: Data) => { totalCount: number; data: readonly UploadedFile[] }
  list: ReturnType<typeof useListParams<Record<string, never>>>
  label: string
  /** `<testId>` for the list, `<testId>-file-<ID>` per row, `<testId>-log-<ID>`, `<testId>-download-<ID>`. */
  testId: string
}

/** Files made or uploaded, newest first: what, when, by whom, status, totals, download and the log of each. */
export function FinanceFilesList<Data>({ query, filesOf, list, label, testId }: Props<Data>) {
  const { t } = useTranslation()
  const columns: Column<UploadedFile>[] = [
    {
      key: 'label',
      header: t('finance.files.file'),
      cell: (f) =>
        f.URL ? (
          <Link href={f.URL} download data-testid={`${testId}-download-${f.ID}`}>
            {f.label}
          </Link>
        ) : (
          f.label
        ),
      card: 'title',
      strong: true,
      exportValue: (f) => f.label,
    },
    {
      key: 'status',
      header: t('finance.status'),
      cell: (f) => t(keyOf(fileStatusText, f.status, 'failed')),
      card: 'badge',
      exportValue: (f) => f.status,
    },
    {
      key: 'type',
      header: t('finance.type'),
      cell: (f) => t(keyOf(fileDocTypeText, f.docType, 'subsidy')),
      exportValue: (f) => f.docType,
    },
    {
      key: 'dates',
      header: t('finance.files.dates'),
      cell: (f) =>
        [
          f.month ? formatMonth(f.month) : null,
          f.valueDate ? `${t('finance.files.valueDate')} ${formatDate(f.valueDate)}` : null,
        ]
          .filter(Boolean)
          .join(' · '),
      exportValue: (f) => [f.month, f.valueDate].filter(Boolean).join(' '),
    },
    {
      key: 'rows',
      header: t('finance.files.rows'),
      cell: (f) => `${f.rowCount} · ${formatMoney(f.totalAmount)}`,
      align: 'right',
      exportValue: (f) => f.rowCount,
    },
    {
      key: 'by',
      header: t('finance.files.by'),
      cell: (f) => [f.user, formatDateTime(f.createdAt)].filter(Boolean).join(' · '),
      exportValue: (f) => `${f.user ?? ''} ${f.createdAt}`,
    },
    {
      key: 'log',
      header: t('finance.files.log'),
      cell: (f) =>
        f.log.length === 0 ? null : (
          <Box component="ul" sx={{ m: 0, pl: 2, minWidth: 200 }} data-testid={`${testId}-log-${f.ID}`}>
            {f.log.map((line, i) => (
              <Typography component="li" variant="body2" key={i} sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </Box>
        ),
      exportValue: (f) => f.log.join('; '),
    },
  ]
  return (
    <ResponsiveList
      query={query}
      rowsOf={(d) => filesOf(d).data}
      rowKey={(f) => f.ID}
      columns={columns}
      label={label}
      emptyText={t('common.noData')}
      testId={testId}
      rowTestId={`${testId}-file`}
      exportName={testId}
      footer={(d) => (
        <ListPagination
          count={filesOf(d).totalCount}
          paging={list}
          perPageLabel={t('finance.perPage')}
          testId={`${testId}-pagination`}
        />
      )}
    />
  )
}
