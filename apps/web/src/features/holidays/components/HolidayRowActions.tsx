import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Holiday } from '../documents'
import { holidayPaths } from '../paths'

interface Props {
  holiday: Holiday
  /** The year the list shows, so the form finds the holiday in that year's list. */
  year: number
  onDelete: (holiday: Holiday) => void
}

/** Edit and Delete of one holiday; the list renders them only for users with holidays.write. */
export function HolidayRowActions({ holiday, year, onDelete }: Props) {
  const { t } = useTranslation()
  const edit = t('holidays.editHoliday', { title: holiday.title })
  const remove = t('holidays.deleteHoliday', { title: holiday.title })
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={edit}>
        <IconButton
          component={Link}
          to={holidayPaths.edit(holiday.ID, year)}
          aria-label={edit}
          data-testid={`holiday-edit-${holiday.ID}`}
        >
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton
          onClick={() => onDelete(holiday)}
          aria-label={remove}
          data-testid={`holiday-delete-${holiday.ID}`}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  )
}
