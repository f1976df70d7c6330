import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'
import { FileUploadField } from '../../components/upload/FileUploadField'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { UploadedFile } from './files-documents'
import { useFinanceDocumentTarget } from './files-hooks'

interface Props {
  title: string
  /** What the file holds (its CSV header). */
  hint: ReactNode
  /** Applies the uploaded file's key (uploadGiroFile or uploadSubsidyFile) and answers the file's record. */
  apply: { mutate: (fileKey: string, onDone: (file: UploadedFile) => void) => void; pending: boolean }
  error: string | undefined
  onApplied: (file: UploadedFile) => void
  /** `<testId>-field-*` (the upload field's ids), `<testId>-apply`, `<testId>-error`. */
  testId: string
}

/** Uploads a file straight to storage (getFinanceDocumentUploadURL), then has the server apply it. */
export function FinanceFileUpload({ title, hint, apply, error, onApplied, testId }: Props) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const getTarget = useFinanceDocumentTarget(me.fkSchool)
  const [key, setKey] = useState<string | null>(null)
  const [uploading, setUploading] = useState(false)
  const submit = () => {
    if (!key) return
    apply.mutate(key, (file) => {
      setKey(null)
      onApplied(file)
    })
  }
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="div">
          {hint}
        </Typography>
        <FormErrorAlert message={error} testId={`${testId}-error`} />
        <FileUploadField
          purpose="finance_document"
          label={t('finance.files.chooseFile')}
          value={key}
          onChange={setKey}
          getTarget={getTarget}
          onUploadingChange={setUploading}
          testId={`${testId}-field`}
        />
        <Stack direction="row">
          <Button
            variant="contained"
            onClick={submit}
            disabled={!key || uploading}
            loading={apply.pending}
            data-testid={`${testId}-apply`}
          >
            {t('finance.files.apply')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  )
}
