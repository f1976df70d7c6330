import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../../lib/graphql-hooks'
import { documentUrlQuery } from '../documents'

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
  if (url.isError) return <Alert severity="error">{url.error.message}</Alert>
  const src = url.data.getDocumentURL
  const label = t('documents.preview', { name: props.filename })
  const isPdf = props.filename.toLowerCase().endsWith('.pdf')
  return (
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
  )
}
