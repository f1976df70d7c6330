import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'

/** A success message at the bottom of the screen (e.g. from useNotice); it closes itself after five seconds. */
export function NoticeSnackbar(props: { notice: string | null; onClose: () => void; testId: string }) {
  return (
    <Snackbar open={props.notice !== null} autoHideDuration={5000} onClose={props.onClose}>
      <Alert severity="success" variant="filled" onClose={props.onClose} data-testid={props.testId}>
        {props.notice}
      </Alert>
    </Snackbar>
  )
}
