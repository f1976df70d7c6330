import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Holiday } from '../documents'
import { formatRange } from '../format'
import { useDeleteHoliday } from '../hooks'

interface Props {
  schoolId: number
  /** The holiday to delete; null keeps the dialog closed. */
  holiday: Holiday | null
  onClose: () => void
  onDeleted: (holiday: Holiday) => void
}

/** Asks before deleting; a refusal stays in the dialog (the spec: the error text under its content). */
export function DeleteHolidayDialog({ schoolId, holiday, onClose, onDeleted }: Props) {
  const { t } = useTranslation()
  const removal = useDeleteHoliday()
  // Keeps the title on screen while the dialog fades out after `holiday` went back to null.
  const [shown, setShown] = useState(holiday)
  if (holiday && holiday !== shown) setShown(holiday)
  const close = () => {
    removal.reset()
    onClose()
  }
  const confirm = () => {
    if (!holiday) return
    removal.mutate(
      { IDSchool: schoolId, holidayID: holiday.ID },
      {
        onSuccess: () => {
          removal.reset()
          onDeleted(holiday)
        },
      },
    )
  }

  return (
    <Dialog
      open={holiday !== null}
      onClose={close}
      aria-labelledby="delete-holiday-title"
      data-testid="holiday-delete-dialog"
    >
      <DialogTitle id="delete-holiday-title">{t('holidays.deleteTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {shown
            ? t('holidays.deleteConfirm', { title: shown.title, dates: formatRange(shown.from, shown.to) })
            : null}
        </DialogContentText>
        {removal.error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="holiday-delete-error">
            {removal.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={removal.isPending} data-testid="holiday-delete-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={confirm}
          loading={removal.isPending}
          data-testid="holiday-delete-confirm"
        >
          {t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
