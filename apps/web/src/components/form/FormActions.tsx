import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
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
  /** Save's label when the form's main action is more than saving ('Submit for approval'). */
  saveLabel?: string
  /** Another way to submit the form, between Cancel and Save (a submit button that records its choice). */
  secondary?: ReactNode
}

/** Cancel and Save below a form; Save submits it. */
export function FormActions(props: Props) {
  const { onCancel, submitting, saveDisabled, canSave = true, testId } = props
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <Button onClick={onCancel} disabled={submitting} data-testid={`${testId}-cancel`}>
        {t('common.cancel')}
      </Button>
      {canSave && props.secondary}
      {canSave && (
        <Button
          type="submit"
          variant="contained"
          loading={submitting}
          disabled={saveDisabled}
          data-testid={`${testId}-save`}
        >
          {props.saveLabel ?? t('common.save')}
        </Button>
      )}
    </Stack>
  )
}
