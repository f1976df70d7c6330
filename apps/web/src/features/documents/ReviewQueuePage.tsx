import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ListPagination } from '../../components/list/ListPagination'
import type { ListSpec } from '../../components/list/list-params'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import type { PendingDocument } from './documents'
import { usePendingDocuments } from './hooks'
import { documentPaths } from './paths'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<Record<string, never>> = {
  filters: {},
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

function useQueueColumns(): Column<PendingDocument>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'child',
      header: t('documents.child'),
      cell: (d) => d.childName,
      card: 'title',
      strong: true,
      exportValue: (d) => d.childName,
    },
    {
      key: 'type',
      header: t('documents.documentType'),
      cell: (d) => d.documentType,
      exportValue: (d) => d.documentType,
    },
    {
      key: 'centre',
      header: t('documents.centre'),
      cell: (d) => d.centreLabel,
      exportValue: (d) => d.centreLabel,
    },
    {
      key: 'file',
      header: t('documents.file'),
      cell: (d) => d.filename ?? '',
      exportValue: (d) => d.filename ?? '',
    },
    {
      key: 'uploaded',
      header: t('documents.uploadedAt'),
      cell: (d) => d.createdAt.slice(0, 10),
      nowrap: true,
      exportValue: (d) => d.createdAt,
    },
  ]
}

/** /documentreview: documents waiting for verification at the centres in reach, oldest first. */
export default function ReviewQueuePage() {
  const { t } = useTranslation()
  const list = useListParams(LIST_PARAMS)
  const pending = usePendingDocuments(list.page, list.perPage)
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('documents.queueTitle')}
      </Typography>
      <ResponsiveList
        query={pending}
        rowsOf={(data) => data.findAllPendingDocument.data}
        rowKey={(d) => d.ID}
        columns={useQueueColumns()}
        label={t('documents.queueTitle')}
        emptyText={t('documents.queueEmpty')}
        testId="document-queue"
        rowTestId="document-queue-row"
        rowActions={(d) =>
          d.IDEnquiry ? (
            <Button
              component={RouterLink}
              to={documentPaths.review(d.IDEnquiry)}
              size="small"
              data-testid={`document-review-${d.ID}`}
            >
              {t('documents.open')}
            </Button>
          ) : null
        }
        exportName="document-review"
        footer={(data) => (
          <ListPagination
            count={data.findAllPendingDocument.totalCount}
            paging={list}
            testId="document-queue-pagination"
          />
        )}
      />
    </Stack>
  )
}
