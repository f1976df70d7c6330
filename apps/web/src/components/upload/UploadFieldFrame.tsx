import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type ReactNode, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { HiddenFileInput } from './HiddenFileInput'
import { rulesText } from './rules-text'
import { UploadProgress } from './UploadProgress'
import type { UploadFieldControls, UploadFieldProps } from './use-upload-field'

interface Props {
  /** The field's own props the frame reads: each upload field passes its props through. */
  field: Pick<UploadFieldProps, 'purpose' | 'label' | 'value' | 'disabled'>
  testId: string
  controls: UploadFieldControls
  chooseIcon: ReactNode
  chooseText: string
  removeText: string
  /** The stored or chosen file: its name or its preview. */
  children: ReactNode
  /** Offers the phone's camera as the source too (a photo of a paper document). */
  camera?: boolean
}

/** What upload fields share around the file they show: label, progress, choose and remove, the picker, the rules or refusal. */
export function UploadFieldFrame({ field, testId, controls, ...props }: Props) {
  const { purpose, label, value, disabled } = field
  const { t } = useTranslation()
  const labelId = useId()
  const messageId = useId()
  const input = useRef<HTMLInputElement>(null)
  const cameraInput = useRef<HTMLInputElement>(null)
  const { upload, message } = controls

  return (
    <Box role="group" aria-labelledby={labelId} data-testid={testId}>
      <Typography id={labelId} variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      {props.children}
      {upload.progress !== null && (
        <Box sx={{ maxWidth: 360, mt: 1 }}>
          <UploadProgress percent={upload.progress} label={label} testId={testId} />
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={props.chooseIcon}
          onClick={() => input.current?.click()}
          disabled={disabled || upload.uploading}
          aria-describedby={messageId}
          data-testid={`${testId}-choose`}
        >
          {props.chooseText}
        </Button>
        {props.camera && (
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlined />}
            onClick={() => cameraInput.current?.click()}
            disabled={disabled || upload.uploading}
            data-testid={`${testId}-camera`}
          >
            {t('upload.takePhoto')}
          </Button>
        )}
        {value && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={controls.remove}
            disabled={disabled || upload.uploading}
            data-testid={`${testId}-remove`}
          >
            {props.removeText}
          </Button>
        )}
      </Stack>
      <HiddenFileInput
        inputRef={input}
        purpose={purpose}
        label={label}
        testId={testId}
        onFile={controls.choose}
      />
      {props.camera && (
        <HiddenFileInput
          inputRef={cameraInput}
          purpose={purpose}
          label={t('upload.takePhoto')}
          testId={testId}
          onFile={controls.choose}
          capture
        />
      )}
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
