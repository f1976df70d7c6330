import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { RequiredDocument, StoredDocument } from '../documents'
import { DocumentPreview } from './DocumentPreview'
import { DocumentTypeHeading } from './DocumentStatusChip'

interface Props {
  doc: RequiredDocument
  canVerify: boolean
  onApprove: (file: StoredDocument) => void
  onReject: (file: StoredDocument) => void
  onNotRequired: (doc: RequiredDocument) => void
  busy: boolean
}

/** One document type under review: each file shown in place with Verify and Reject, the type's Not required. */
export function ReviewDocumentCard({ doc, canVerify, onApprove, onReject, onNotRequired, busy }: Props) {
  const { t } = useTranslation()
  const id = doc.DocumentTypeID
  const open = doc.Status !== 'Verified' && doc.Status !== 'Not Required'
  return (
    <Card variant="outlined" data-testid={`review-type-${id}`}>
      <CardContent>
        <DocumentTypeHeading doc={doc} statusTestId={`review-status-${id}`} />
        {doc.Remarks && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('documents.remark', { remark: doc.Remarks })}
          </Typography>
        )}
        <Stack spacing={2} sx={{ mt: 1 }}>
          {doc.documents.map((file) => (
            <Stack key={file.ID} spacing={1} data-testid={`review-file-${file.ID}`}>
              <Typography variant="body2">
                {file.filename} · {file.statusText}
              </Typography>
              <DocumentPreview
                id={file.ID}
                childId={file.fkChild}
                filename={file.filename ?? ''}
                testId={`review-preview-${file.ID}`}
              />
              {canVerify && file.status === 'pending_verification' && (
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="contained"
                    color="success"
                    disabled={busy}
                    onClick={() => onApprove(file)}
                    data-testid={`review-approve-${file.ID}`}
                  >
                    {t('documents.approve')}
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    disabled={busy}
                    onClick={() => onReject(file)}
                    data-testid={`review-reject-${file.ID}`}
                  >
                    {t('documents.reject')}
                  </Button>
                </Stack>
              )}
            </Stack>
          ))}
          {canVerify && open && doc.isRequired && (
            <div>
              <Button
                size="small"
                disabled={busy}
                onClick={() => onNotRequired(doc)}
                data-testid={`review-not-required-${id}`}
              >
                {t('documents.notRequired')}
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  )
}
