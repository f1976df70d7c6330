import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Centre } from '../documents'
import { useRemoveCentre } from '../hooks'

interface Props {
  schoolId: number
  /** The centre to delete; null keeps the dialog closed. */
  centre: Centre | null
  onClose: () => void
  onDeleted: (centre: Centre) => void
}

/** Asks before deleting; a refusal (children in its classes) stays in the dialog so the user sees why. */
export function DeleteCentreDialog({ schoolId, centre, onClose, onDeleted }: Props) {
  const { t } = useTranslation()
  const removal = useRemoveCentre()
  // Keeps the label on screen while the dialog fades out after `centre` went back to null.
  const [shown, setShown] = useState(centre)
  if (centre && centre !== shown) setShown(centre)
  const close = () => {
    removal.reset()
    onClose()
  }
  const confirm = () => {
    if (!centre) return
    removal.mutate(
      { IDSchool: schoolId, centreID: centre.ID },
      {
        onSuccess: () => {
          removal.reset()
          onDeleted(centre)
        },
      },
    )
  }

  return (
    <Dialog
      open={centre !== null}
      onClose={close}
      aria-labelledby="delete-centre-title"
      data-testid="centre-delete-dialog"
    >
      <DialogTitle id="delete-centre-title">{t('centres.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('centres.deleteConfirm', { label: shown?.label ?? '' })}</DialogContentText>
        {removal.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="centre-delete-error">
            {removal.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={removal.isPending} data-testid="centre-delete-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          loading={removal.isPending}
          data-testid="centre-delete-confirm"
        >
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
