import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { ReactNode } from 'react'

interface NoticeDialogProps {
  open: boolean
  title: string
  children: ReactNode
  actionLabel: string
  onAction: () => void
  /** A secondary way out (e.g. "Cancel"); without it the action is the only way to close. */
  dismissLabel?: string
  onDismiss?: () => void
  icon?: ReactNode
  testId: string
}

/** A short outcome message (reset done, email sent, already registered) with one clear next step. */
export function NoticeDialog({
  open,
  title,
  children,
  actionLabel,
  onAction,
  dismissLabel,
  onDismiss,
  icon,
  testId,
}: NoticeDialogProps) {
  const titleId = `${testId}-title`
  return (
    <Dialog
      open={open}
      onClose={onDismiss ?? onAction}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      data-testid={testId}
      slotProps={{ paper: { sx: { borderRadius: 3, m: 2, width: 'calc(100% - 32px)' } } }}
    >
      {icon && (
        <DialogContent sx={{ pb: 0, pt: 3, textAlign: 'center', color: 'primary.main' }}>
          {icon}
        </DialogContent>
      )}
      <DialogTitle id={titleId} sx={{ textAlign: icon ? 'center' : 'left', fontWeight: 700 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText component="div" sx={{ textAlign: icon ? 'center' : 'left' }}>
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, justifyContent: icon ? 'center' : 'flex-end' }}>
        {dismissLabel && onDismiss && (
          <Button onClick={onDismiss} data-testid={`${testId}-dismiss`}>
            {dismissLabel}
          </Button>
        )}
        <Button variant="contained" onClick={onAction} autoFocus data-testid={`${testId}-action`}>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
