import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined'
import UploadFile from '@mui/icons-material/UploadFile'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { UploadFieldFrame } from './UploadFieldFrame'
import { type UploadFieldProps, useUploadField } from './use-upload-field'

export interface FileUploadFieldProps extends UploadFieldProps {
  /** The stored file's name, from the entity; shown while value is unchanged. */
  filename?: string | null
  /** A readable URL of the stored file, from the entity, offered as a link. */
  viewUrl?: string | null
  /** Prefix of the data-testids: `<testId>-choose`, `-remove`, `-input`, `-name`, `-view`, `-progress`, `-error`. */
  testId?: string
  /** Offers the phone's camera as a source too (`-camera`, `-camera-input`). */
  camera?: boolean
}

/** A document (registration document, finance file): its name, choose, replace or remove, progress, refusal. */
export function FileUploadField(props: FileUploadFieldProps) {
  const { label, value, testId = 'file-upload' } = props
  const { t } = useTranslation()
  const { recent: chosen, ...controls } = useUploadField(props, (key, file) => ({ key, name: file.name }))

  const justChosen = value !== null && chosen?.key === value
  const name = value ? (justChosen ? chosen.name : (props.filename ?? null)) : null

  return (
    <UploadFieldFrame
      field={props}
      testId={testId}
      controls={controls}
      chooseIcon={<UploadFile />}
      chooseText={value ? t('upload.replaceFile') : t('upload.chooseFile')}
      removeText={t('upload.removeFile')}
      camera={props.camera}
    >
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
    </UploadFieldFrame>
  )
}
