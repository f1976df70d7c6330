import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../../../lib/format'
import type { Broadcast } from '../documents'
import { senderLine } from './broadcast-columns'

/**
 * A broadcast as families read it: subject, sender with role, when (and "edited" after a correction), the message
 * and its photos and files. The description is HTML the server sanitised before storing (only simple formatting).
 */
export function BroadcastView({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation()
  const photos = broadcast.attachments.filter((a) => a.isPhoto)
  const files = broadcast.attachments.filter((a) => !a.isPhoto)
  return (
    <Stack spacing={1.5} data-testid={`broadcast-view-${broadcast.ID}`}>
      <Typography variant="h6" component="h2">
        {broadcast.subject}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {senderLine(broadcast)}
        {broadcast.publishedAt ? ` · ${formatDateTime(broadcast.publishedAt)}` : ''}
      </Typography>
      {broadcast.editedAt && (
        <Typography variant="caption" color="warning.main" data-testid="broadcast-edited">
          {t('broadcasts.edited', { time: formatDateTime(broadcast.editedAt) })}
        </Typography>
      )}
      <Box
        sx={{ overflowWrap: 'anywhere', '& p': { mt: 0 } }}
        data-testid="broadcast-description"
        dangerouslySetInnerHTML={{ __html: broadcast.description }}
      />
      {photos.length > 0 && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}>
          {photos.map((p) => (
            <a key={p.ID} href={p.url} target="_blank" rel="noopener noreferrer">
              <Box component="img" src={p.url} alt={p.name} sx={{ width: '100%', borderRadius: 1 }} />
            </a>
          ))}
        </Box>
      )}
      {files.map((f) => (
        <Link key={f.ID} href={f.url} target="_blank" rel="noopener noreferrer">
          {f.name}
        </Link>
      ))}
    </Stack>
  )
}
