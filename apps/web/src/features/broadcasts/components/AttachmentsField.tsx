import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { BroadcastFormInput } from '@preschool/domain'
import { useEffect, useRef } from 'react'
import { type Control, useController } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { HiddenFileInput } from '../../../components/upload/HiddenFileInput'
import { UploadProgress } from '../../../components/upload/UploadProgress'
import { useUpload } from '../../../components/upload/use-upload'
import type { GetUploadTarget } from '../../../lib/upload'

/** Photos and PDFs of a broadcast, one upload at a time with progress; kept as the stored files' keys and names. */
export function AttachmentsField(props: {
  control: Control<BroadcastFormInput>
  getTarget: GetUploadTarget
  onUploadingChange: (uploading: boolean) => void
}) {
  const { t } = useTranslation()
  const { field } = useController({ control: props.control, name: 'attachments' })
  const files = field.value ?? []
  const upload = useUpload('broadcast_attachment', props.getTarget)
  const input = useRef<HTMLInputElement | null>(null)
  const { onUploadingChange } = props
  useEffect(() => onUploadingChange(upload.uploading), [upload.uploading, onUploadingChange])
  const label = t('broadcasts.attachments')
  return (
    <Stack spacing={1} data-testid="broadcast-attachments">
      <Typography variant="subtitle2" component="h2">
        {label}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {files.map((f) => (
          <Chip
            key={f.fileKey}
            label={f.name}
            onDelete={() => field.onChange(files.filter((other) => other.fileKey !== f.fileKey))}
            deleteIcon={undefined}
            aria-label={t('broadcasts.removeFile', { name: f.name })}
          />
        ))}
      </Stack>
      {upload.progress !== null && (
        <UploadProgress percent={upload.progress} label={label} testId="broadcast-attachment" />
      )}
      {upload.error && <Alert severity="error">{upload.error}</Alert>}
      <HiddenFileInput
        inputRef={input}
        purpose="broadcast_attachment"
        label={t('broadcasts.addFile')}
        testId="broadcast-attachment"
        onFile={async (file) => {
          const key = await upload.start(file)
          if (key) field.onChange([...files, { fileKey: key, name: file.name }])
        }}
      />
      <Button
        size="small"
        sx={{ alignSelf: 'flex-start' }}
        disabled={upload.uploading}
        onClick={() => input.current?.click()}
        data-testid="broadcast-attachment-add"
      >
        {t('broadcasts.addFile')}
      </Button>
    </Stack>
  )
}
