import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import ImageOutlined from '@mui/icons-material/ImageOutlined'
import PhotoCamera from '@mui/icons-material/PhotoCamera'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { UploadPurpose } from '@preschool/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GetUploadTarget } from '../../lib/upload'
import { HiddenFileInput } from './HiddenFileInput'
import { rulesText } from './rules-text'
import { UploadProgress } from './UploadProgress'
import { useUpload } from './use-upload'

export interface ImageUploadFieldProps {
  purpose: UploadPurpose
  label: string
  /** The stored file's key (what the entity saves), or null for no image. */
  value: string | null
  /** A readable URL of the stored image, from the entity (e.g. holidayImageURL); shown while value is unchanged. */
  previewUrl?: string | null
  /** A new key once the bytes are uploaded, or null when removed. `file` is the chosen file. */
  onChange: (key: string | null, file?: File) => void
  /** Asks the feature's upload-URL mutation for a target. */
  getTarget: GetUploadTarget
  /** The form's own message for this field (e.g. a server refusal on save). */
  error?: string
  disabled?: boolean
  /** Prefix of the data-testids: `<testId>-choose`, `-remove`, `-input`, `-preview`, `-progress`, `-error`. */
  testId?: string
  /** Lets the form hold its submit while bytes are still travelling. */
  onUploadingChange?: (uploading: boolean) => void
}

/** An image with a preview: choose, replace or remove it; progress while uploading; the refusal if any. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { purpose, label, value, onChange, disabled, testId = 'image-upload', onUploadingChange } = props
  const { t } = useTranslation()
  const labelId = useId()
  const messageId = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUpload(purpose, props.getTarget)
  // The image just uploaded, shown from memory until the entity answers with its own URL.
  const [local, setLocal] = useState<{ key: string; url: string } | null>(null)

  useEffect(() => onUploadingChange?.(upload.uploading), [upload.uploading, onUploadingChange])
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local])

  const choose = async (file: File) => {
    const key = await upload.start(file)
    if (!key) return
    setLocal({ key, url: URL.createObjectURL(file) })
    onChange(key, file)
  }
  const remove = () => {
    upload.clearError()
    setLocal(null)
    onChange(null)
  }

  const preview = value ? (local?.key === value ? local.url : props.previewUrl) : null
  const message = upload.error ?? props.error
  const chooseText = value ? t('upload.replaceImage') : t('upload.chooseImage')

  return (
    <Box role="group" aria-labelledby={labelId} data-testid={testId}>
      <Typography id={labelId} variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      <Box
        sx={{
          width: '100%',
          maxWidth: 360,
          height: 180,
          border: 1,
          borderColor: message ? 'error.main' : 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {preview ? (
          <Box
            component="img"
            src={preview}
            alt={t('upload.previewOf', { label })}
            data-testid={`${testId}-preview`}
            sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} data-testid={`${testId}-empty`}>
            <ImageOutlined fontSize="large" aria-hidden />
            <Typography variant="body2">{t('upload.noImage')}</Typography>
          </Stack>
        )}
      </Box>
      {upload.progress !== null && (
        <Box sx={{ maxWidth: 360, mt: 1 }}>
          <UploadProgress percent={upload.progress} label={label} testId={testId} />
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<PhotoCamera />}
          onClick={() => input.current?.click()}
          disabled={disabled || upload.uploading}
          aria-describedby={messageId}
          data-testid={`${testId}-choose`}
        >
          {chooseText}
        </Button>
        {value && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={remove}
            disabled={disabled || upload.uploading}
            data-testid={`${testId}-remove`}
          >
            {t('upload.removeImage')}
          </Button>
        )}
      </Stack>
      <HiddenFileInput inputRef={input} purpose={purpose} label={label} testId={testId} onFile={choose} />
      <FormHelperText
        id={messageId}
        error={Boolean(message)}
        role={message ? 'alert' : undefined}
        data-testid={message ? `${testId}-error` : undefined}
      >
        {message ?? rulesText(t, purpose)}
      </FormHelperText>
    </Box>
  )
}
