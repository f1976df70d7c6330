import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import { documentUrlQuery } from '../documents'
import { LoadError } from '../../../components/query'

/**
 * A document shown in place, for staff comparing it with the form data: a jpg as an image, a pdf in a frame. The
 * link is fetched when shown and lives two minutes; the preview keeps what it loaded.
 */
export function DocumentPreview(props: { id: number; childId: number; filename: string; testId: string }) {
  const { t } = useTranslation()
  const url = useGqlQuery(
    documentUrlQuery,
    { IDDocument: props.id, IDChild: props.childId },
    { staleTime: 60_000, gcTime: 60_000 },
  )
  if (url.isPending) return <CircularProgress size={24} />
  if (url.isError) return <LoadError query={url} />
  const src = url.data.getDocumentURL
  const label = t('documents.preview', { name: props.filename })
  const isPdf = props.filename.toLowerCase().endsWith('.pdf')
  return (
    <Stack spacing={0.5}>
      <Box
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        data-testid={props.testId}
      >
        {isPdf ? (
          <Box component="iframe" src={src} title={label} sx={{ width: '100%', height: 480, border: 0 }} />
        ) : (
          <Box
            component="img"
            src={src}
            alt={label}
            sx={{ width: '100%', maxHeight: 480, objectFit: 'contain' }}
          />
        )}
      </Box>
      {/* The frame is small for a long form: open it whole, or keep a copy (the link lives two minutes). */}
      <Stack direction="row" spacing={2}>
        <Link href={src} target="_blank" rel="noopener" data-testid={`${props.testId}-open`}>
          {t('documents.openInTab', { name: props.filename })}
        </Link>
        <Link href={src} download={props.filename} data-testid={`${props.testId}-download`}>
          {t('documents.download', { name: props.filename })}
        </Link>
      </Stack>
    </Stack>
  )
}
