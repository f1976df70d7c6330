import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { documentRemarkSchema } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { RemarkDialog } from '../../components/form'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { ConsentPanel } from '../esign/ConsentPanel'
import { DocumentSummaryRecord } from './components/DocumentSummaryRecord'
import { ReviewDocumentCard } from './components/ReviewDocumentCard'
import type { RequiredDocument, StoredDocument } from './documents'
import { useApproveDocument, useMarkNotRequired, useRejectDocument, useRequiredDocuments } from './hooks'
import { documentPaths } from './paths'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

type Pending =
  { kind: 'reject'; file: StoredDocument; type: string } | { kind: 'waive'; doc: RequiredDocument }

/** /documentreview/{enquiryId}: the enquiry's documents beside the form data they prove; verify, reject, waive. */
export default function ReviewPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const enquiryId = Number(useParams().id)
  const required = useRequiredDocuments(enquiryId)
  const approve = useApproveDocument()
  const reject = useRejectDocument()
  const waive = useMarkNotRequired()
  const [pending, setPending] = useState<Pending | null>(null)
  const [notice, setNotice] = useNotice()
  const canVerify = can('documents.verify')
  const typeOf = (file: StoredDocument) =>
    required.data?.listRequiredDocuments.find((d) => d.documents.some((f) => f.ID === file.ID))
      ?.DocumentType ?? ''

  return (
    <DocumentSummaryRecord enquiryId={enquiryId} testId="document-review">
      {(step) => (
        <Stack spacing={2}>
          <div>
            <Button component={RouterLink} to={documentPaths.queue} size="small">
              {t('documents.backToQueue')}
            </Button>
          </div>
          <Typography variant="h5" component="h1">
            {t('documents.reviewTitle', { child: step.childName })}
          </Typography>
          <FormErrorAlert message={approve.error?.message} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Paper
                variant="outlined"
                sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }}
                data-testid="review-form-data"
              >
                <Typography variant="subtitle1" component="h2" gutterBottom>
                  {t('documents.formData')}
                </Typography>
                {(
                  [
                    ['childName', 'documents.childName', step.childName],
                    ['dateOfBirth', 'documents.dateOfBirth', step.childDateOfBirth],
                    ['birthCertificate', 'documents.birthCertificate', step.birthCertificate ?? '-'],
                    ['parentName', 'documents.parentName', step.parentName],
                    ['parentEmail', 'documents.parentEmail', step.parentEmail],
                    ['centre', 'documents.centre', step.centreLabel],
                    ['level', 'documents.level', step.levelLabel],
                    ['enrollmentPlan', 'documents.enrollmentPlan', step.enrollmentPlan],
                    ['state', 'documents.state', step.stateLabel],
                  ] as const
                ).map(([key, text, value]) => (
                  <Typography key={key} variant="body2" data-testid={`review-data-${key}`}>
                    <strong>{t(text)}:</strong> {value}
                  </Typography>
                ))}
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={2}>
                {(required.data?.listRequiredDocuments ?? []).map((doc) => (
                  <ReviewDocumentCard
                    key={doc.DocumentTypeID}
                    doc={doc}
                    canVerify={canVerify && step.canUpload}
                    busy={approve.isPending}
                    onApprove={(file) =>
                      approve.mutate(
                        { IDDocument: file.ID },
                        { onSuccess: () => setNotice(t('documents.approved', { type: doc.DocumentType })) },
                      )
                    }
                    onReject={(file) => setPending({ kind: 'reject', file, type: typeOf(file) })}
                    onNotRequired={(d) => setPending({ kind: 'waive', doc: d })}
                  />
                ))}
                <ConsentPanel
                  enquiryId={enquiryId}
                  canCreate={step.canConsent && can('esign.create')}
                  applicant={step}
                  centreSigner={{ displayName: `${me.firstname} ${me.lastname}`, email: me.email }}
                />
              </Stack>
            </Grid>
          </Grid>
          <RemarkDialog
            open={pending?.kind === 'reject'}
            title={t('documents.rejectTitle', { type: pending?.kind === 'reject' ? pending.type : '' })}
            text={t('documents.rejectText')}
            label={t('documents.remarkLabel')}
            confirmLabel={t('documents.reject')}
            schema={documentRemarkSchema}
            required
            destructive
            onClose={() => setPending(null)}
            onSubmit={async (remark) => {
              if (pending?.kind !== 'reject') return
              await reject.mutateAsync({ IDDocument: pending.file.ID, remark: remark ?? '' })
              setNotice(t('documents.rejected', { type: pending.type }))
            }}
            testId="review-reject"
          />
          <RemarkDialog
            open={pending?.kind === 'waive'}
            title={t('documents.notRequiredTitle', {
              type: pending?.kind === 'waive' ? pending.doc.DocumentType : '',
            })}
            text={t('documents.notRequiredText')}
            label={t('documents.remarkLabel')}
            confirmLabel={t('documents.notRequired')}
            schema={documentRemarkSchema}
            required
            destructive
            onClose={() => setPending(null)}
            onSubmit={async (remark) => {
              if (pending?.kind !== 'waive') return
              const type = pending.doc.DocumentType
              await waive.mutateAsync({
                IDEnquiry: enquiryId,
                documentTypeID: pending.doc.DocumentTypeID,
                remark: remark ?? '',
              })
              setNotice(t('documents.markedNotRequired', { type }))
            }}
            testId="review-not-required"
          />
          <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="review-notice" />
        </Stack>
      )}
    </DocumentSummaryRecord>
  )
}
