import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ConsentPanel } from '../esign/ConsentPanel'
import { DocumentSummaryRecord } from './components/DocumentSummaryRecord'
import { paymentPath } from '../payment/paths'
import { RequiredDocumentCard } from './components/RequiredDocumentCard'
import type { StoredDocument } from './documents'
import { useCompleteUpload, useRemoveDocument, useRequiredDocuments } from './hooks'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * /overview/enrolment/{id}/documents: the family's registration documents, type by type, uploaded (from a phone's
 * camera too) and submitted for verification; then the consent form to sign.
 */
export default function ParentDocumentsPage() {
  const { t } = useTranslation()
  const enquiryId = Number(useParams().id)
  const required = useRequiredDocuments(enquiryId)
  const complete = useCompleteUpload()
  const removal = useRemoveDocument()
  const [toRemove, setToRemove] = useState<StoredDocument | null>(null)

  return (
    <DocumentSummaryRecord enquiryId={enquiryId} testId="parent-documents">
      {(step) => {
        return (
          <Stack spacing={2} sx={{ maxWidth: 720 }}>
            <Typography variant="h5" component="h1">
              {t('documents.parentTitle', { child: step.childName })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('documents.enquiryLine', {
                centre: step.centreLabel,
                level: step.levelLabel,
                date: step.enrollmentPlan,
              })}
            </Typography>
            <div>
              <Chip label={step.stateLabel} color="primary" variant="outlined" data-testid="documents-step" />
            </div>
            {step.canUpload && <Alert severity="info">{t('documents.uploadHelp')}</Alert>}
            {(step.stateCode === 'pending_registration_payment' || step.stateCode === 'pending_giro') && (
              <div>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={paymentPath(enquiryId)}
                  data-testid="documents-open-payment"
                >
                  {t('payment.openPayment')}
                </Button>
              </div>
            )}
            {step.stateCode === 'pending_document_verification' && (
              <Alert severity="success" data-testid="documents-waiting">
                {t('documents.waitingVerification')}
              </Alert>
            )}
            {(required.data?.listRequiredDocuments ?? []).map((doc) => (
              <RequiredDocumentCard
                key={doc.DocumentTypeID}
                doc={doc}
                enquiryId={enquiryId}
                canUpload={step.canUpload}
                onRemove={setToRemove}
              />
            ))}
            <FormErrorAlert message={complete.error?.message} testId="documents-submit-error" />
            {step.canSubmit && (
              <div>
                <Button
                  variant="contained"
                  loading={complete.isPending}
                  onClick={() => complete.mutate({ IDEnquiry: enquiryId })}
                  data-testid="documents-submit"
                >
                  {t('documents.submit')}
                </Button>
              </div>
            )}
            <ConsentPanel enquiryId={enquiryId} canCreate={step.canConsent} applicant={step} />
            <ConfirmDialog
              confirmation={
                toRemove && {
                  title: t('documents.removeTitle', { name: toRemove.filename ?? '' }),
                  text: t('documents.removeText'),
                  confirmLabel: t('documents.remove'),
                  destructive: true,
                }
              }
              busy={removal.isPending}
              error={removal.error?.message}
              onConfirm={() =>
                toRemove &&
                removal.mutate(
                  { IDDocument: toRemove.ID, IDEnquiry: enquiryId },
                  { onSuccess: () => setToRemove(null) },
                )
              }
              onClose={() => {
                removal.reset()
                setToRemove(null)
              }}
              testId="document-remove"
              confirmTestId="document-remove-confirm"
            />
          </Stack>
        )
      }}
    </DocumentSummaryRecord>
  )
}
