import ImageOutlined from '@mui/icons-material/ImageOutlined'
import PhotoCamera from '@mui/icons-material/PhotoCamera'
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { UploadFieldFrame } from './UploadFieldFrame'
import { type UploadFieldProps, useUploadField } from './use-upload-field'

export interface ImageUploadFieldProps extends UploadFieldProps {
  /** A readable URL of the stored image, from the entity (e.g. holidayImageURL); shown while value is unchanged. */
  previewUrl?: string | null
  /** Prefix of the data-testids: `<testId>-choose`, `-remove`, `-input`, `-preview`, `-progress`, `-error`. */
  testId?: string
}

/** An image with a preview: choose, replace or remove it; progress while uploading; the refusal if any. */
export function ImageUploadField(props: ImageUploadFieldProps) {
  const { label, value, testId = 'image-upload' } = props
  const { t } = useTranslation()
  // The image just uploaded, shown from memory until the entity answers with its own URL.
  const { recent: local, ...controls } = useUploadField(props, (key, file) => ({
    key,
    url: URL.createObjectURL(file),
  }))

  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local])

  const preview = value ? (local?.key === value ? local.url : props.previewUrl) : null

  return (
    <UploadFieldFrame
      field={props}
      testId={testId}
      controls={controls}
      chooseIcon={<PhotoCamera />}
      chooseText={value ? t('upload.replaceImage') : t('upload.chooseImage')}
      removeText={t('upload.removeImage')}
    >
      <Box
        sx={{
          width: '100%',
          maxWidth: 360,
          height: 180,
          border: 1,
          borderColor: controls.message ? 'error.main' : 'divider',
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
    </UploadFieldFrame>
  )
}
