import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { StatusChip, type StatusTone } from '../../../components/StatusChip'
import type { RequiredDocument } from '../documents'

const tones: Record<string, StatusTone> = {
  'Pending Verification': 'warning',
  Verified: 'success',
  Rejected: 'error',
  'Not Required': 'neutral',
  'Not Uploaded': 'neutral',
}

/** A document's status as the spec writes it (Pending Verification, Verified, Rejected...). */
export function DocumentStatusChip({ status, testId }: { status: string; testId: string }) {
  return <StatusChip label={status} tone={tones[status] ?? 'neutral'} testId={testId} />
}

/** A document type's heading on the family's and the staff's cards: its name, required or not, and its status. */
export function DocumentTypeHeading({ doc, statusTestId }: { doc: RequiredDocument; statusTestId: string }) {
  const { t } = useTranslation()
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <Typography variant="subtitle1" component="h2">
        {doc.DocumentType}{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({doc.isRequired ? t('documents.required') : t('documents.optional')})
        </Typography>
      </Typography>
      <DocumentStatusChip status={doc.Status} testId={statusTestId} />
    </Stack>
  )
}
