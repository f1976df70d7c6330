import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Level } from '../documents'
import { useRemoveLevel } from '../hooks'

interface Props {
  schoolId: number
  /** The level to delete; null keeps the dialog closed. */
  level: Level | null
  onClose: () => void
  onDeleted: (level: Level) => void
}

/** Asks before deleting; a refusal (the level is in use) stays in the dialog so the user sees why. */
export function DeleteLevelDialog({ schoolId, level, onClose, onDeleted }: Props) {
  const { t } = useTranslation()
  const removal = useRemoveLevel()
  // Keeps the label on screen while the dialog fades out after `level` went back to null.
  const [shown, setShown] = useState(level)
  if (level && level !== shown) setShown(level)
  const close = () => {
    removal.reset()
    onClose()
  }
  const confirm = () => {
    if (!level) return
    removal.mutate(
      { IDSchool: schoolId, levelID: level.ID },
      {
        onSuccess: () => {
          removal.reset()
          onDeleted(level)
        },
      },
    )
  }

  return (
    <Dialog
      open={level !== null}
      onClose={close}
      aria-labelledby="delete-level-title"
      data-testid="level-delete-dialog"
    >
      <DialogTitle id="delete-level-title">{t('levels.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('levels.deleteConfirm', { label: shown?.label ?? '' })}</DialogContentText>
        {removal.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="level-delete-error">
            {removal.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={removal.isPending} data-testid="level-delete-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          loading={removal.isPending}
          data-testid="level-delete-confirm"
        >
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
