import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { Link } from 'react-router'

interface Props {
  editTo: string
  editLabel: string
  deleteLabel: string
  onDelete: () => void
  /** Test ids <testId>-edit-<id> and <testId>-delete-<id>. */
  testId: string
  id: number
}

/** Edit and delete of one bus or driver. */
export function RowActions({ editTo, editLabel, deleteLabel, onDelete, testId, id }: Props) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={editLabel}>
        <IconButton component={Link} to={editTo} aria-label={editLabel} data-testid={`${testId}-edit-${id}`}>
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={deleteLabel}>
        <IconButton onClick={onDelete} aria-label={deleteLabel} data-testid={`${testId}-delete-${id}`}>
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  )
}
