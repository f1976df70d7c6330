import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { DocumentAccess } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { FileUploadField } from '../../../components/upload/FileUploadField'
import type { RequiredDocument, StoredDocument } from '../documents'
import { useDocumentUploadTarget, useSaveDocuments } from '../hooks'
import { DocumentLink } from './DocumentLink'
import { DocumentTypeHeading } from './DocumentStatusChip'

interface Props {
  doc: RequiredDocument
  enquiryId: number
  canUpload: boolean
  onRemove: (doc: StoredDocument) => void
}

/** One document type of the family's registration: its status, the centre's remark, its files, and the upload. */
export function RequiredDocumentCard({ doc, enquiryId, canUpload, onRemove }: Props) {
  const { t } = useTranslation()
  const save = useSaveDocuments()
  const id = doc.DocumentTypeID
  const settled = doc.Status === 'Verified' || doc.Status === 'Not Required'
  const parentUploads = (doc.UploadAccess & DocumentAccess.parent) !== 0
  const getTarget = useDocumentUploadTarget(enquiryId)

  return (
    <Card variant="outlined" data-testid={`document-type-${id}`}>
      <CardContent>
        <DocumentTypeHeading doc={doc} statusTestId={`document-status-${id}`} />
        {doc.Remarks && (
          <Alert
            severity={doc.Status === 'Rejected' ? 'warning' : 'info'}
            sx={{ mt: 1 }}
            data-testid={`document-remark-${id}`}
          >
            {t('documents.remark', { remark: doc.Remarks })}
          </Alert>
        )}
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          {doc.documents.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('documents.noFiles')}
            </Typography>
          )}
          {doc.documents.map((file) => (
            <Stack
              key={file.ID}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid={`document-file-${file.ID}`}
            >
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere', flex: 1 }}>
                {file.filename} · {file.statusText}
              </Typography>
              <DocumentLink
                id={file.ID}
                childId={file.fkChild}
                name={file.filename ?? ''}
                testId={`document-view-${file.ID}`}
              />
              {canUpload && file.status !== 'verified' && (
                <IconButton
                  aria-label={`${t('documents.remove')} ${file.filename ?? ''}`}
                  onClick={() => onRemove(file)}
                  data-testid={`document-remove-${file.ID}`}
                >
                  <DeleteOutlined />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
        {canUpload && !settled && parentUploads && (
          <Stack sx={{ mt: 2 }}>
            <FileUploadField
              purpose="registration_document"
              label={t('documents.uploadLabel', { type: doc.DocumentType })}
              value={null}
              getTarget={getTarget}
              camera
              onChange={(key) => {
                if (key)
                  save.mutate({ IDEnquiry: enquiryId, uploadedDocuments: [{ documentTypeID: id, key }] })
              }}
              error={save.error?.message}
              disabled={save.isPending}
              testId={`document-upload-${id}`}
            />
          </Stack>
        )}
        {canUpload && !parentUploads && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('documents.centreUploads')}
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}
