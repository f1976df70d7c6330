import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import UploadFile from '@mui/icons-material/UploadFile'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Link from '@mui/material/Link'
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

export interface FileUploadFieldProps {
  purpose: UploadPurpose
  label: string
  /** The stored file's key, or null when there is none. */
  value: string | null
  /** The stored file's name, from the entity; shown while value is unchanged. */
  filename?: string | null
  /** A readable URL of the stored file, from the entity, offered as a link. */
  viewUrl?: string | null
  /** A new key once the bytes are uploaded (with the chosen file, e.g. for a total size), or null when removed. */
  onChange: (key: string | null, file?: File) => void
  getTarget: GetUploadTarget
  error?: string
  disabled?: boolean
  /** Prefix of the data-testids: `<testId>-choose`, `-remove`, `-input`, `-name`, `-view`, `-progress`, `-error`. */
  testId?: string
  onUploadingChange?: (uploading: boolean) => void
}

/** A document (registration document, finance file): its name, choose, replace or remove, progress, refusal. */
export function FileUploadField(props: FileUploadFieldProps) {
  const { purpose, label, value, onChange, disabled, testId = 'file-upload', onUploadingChange } = props
  const { t } = useTranslation()
  const labelId = useId()
  const messageId = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUpload(purpose, props.getTarget)
  const [chosen, setChosen] = useState<{ key: string; name: string } | null>(null)

  useEffect(() => onUploadingChange?.(upload.uploading), [upload.uploading, onUploadingChange])

  const choose = async (file: File) => {
    const key = await upload.start(file)
    if (!key) return
    setChosen({ key, name: file.name })
    onChange(key, file)
  }
  const remove = () => {
    upload.clearError()
    setChosen(null)
    onChange(null)
  }

  const justChosen = value !== null && chosen?.key === value
  const name = value ? (justChosen ? chosen.name : (props.filename ?? null)) : null
  const message = upload.error ?? props.error

  return (
    <Box role="group" aria-labelledby={labelId} data-testid={testId}>
      <Typography id={labelId} variant="subtitle2" component="p" gutterBottom>
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 32 }}>
        <InsertDriveFileOutlined color={value ? 'primary' : 'disabled'} aria-hidden />
        {value && !justChosen && props.viewUrl ? (
          <Link
            href={props.viewUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('upload.view', { name: name ?? label })}
            data-testid={`${testId}-view`}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {name ?? label}
          </Link>
        ) : (
          <Typography
            variant="body2"
            color={value ? 'text.primary' : 'text.secondary'}
            data-testid={`${testId}-name`}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {value ? (name ?? t('upload.uploaded')) : t('upload.noFile')}
          </Typography>
        )}
      </Stack>
      {upload.progress !== null && (
        <Box sx={{ maxWidth: 360, mt: 1 }}>
          <UploadProgress percent={upload.progress} label={label} testId={testId} />
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={disabled || upload.uploading}
          aria-describedby={messageId}
          data-testid={`${testId}-choose`}
        >
          {value ? t('upload.replaceFile') : t('upload.chooseFile')}
        </Button>
        {value && (
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={remove}
            disabled={disabled || upload.uploading}
            data-testid={`${testId}-remove`}
          >
            {t('upload.removeFile')}
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
