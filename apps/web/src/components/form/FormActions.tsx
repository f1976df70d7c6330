import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'

interface Props {
  onCancel: () => void
  /** The form is being saved: Save spins and Cancel waits. */
  submitting: boolean
  /** Holds Save back (e.g. while a file is still uploading). */
  saveDisabled?: boolean
  /** False for a form that is shown but may not be saved. */
  canSave?: boolean
  /** Prefix of the buttons' test ids: <testId>-cancel, <testId>-save. */
  testId: string
}

/** Cancel and Save below a form; Save submits it. */
export function FormActions({ onCancel, submitting, saveDisabled, canSave = true, testId }: Props) {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} disabled={submitting} data-testid={`${testId}-cancel`}>
        {t('common.cancel')}
      </Button>
      {canSave && (
        <Button
          type="submit"
          variant="contained"
          loading={submitting}
          disabled={saveDisabled}
          data-testid={`${testId}-save`}
        >
          {t('common.save')}
        </Button>
      )}
    </Stack>
  )
}
