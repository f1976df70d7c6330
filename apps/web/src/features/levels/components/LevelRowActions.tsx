import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Level } from '../documents'
import { levelPaths } from '../paths'

interface Props {
  level: Level
  onDelete: (level: Level) => void
}

/** Edit and Delete of one level; the list renders them only for users with levels.write. */
export function LevelRowActions({ level, onDelete }: Props) {
  const { t } = useTranslation()
  const edit = t('levels.editLevel', { label: level.label })
  const remove = t('levels.deleteLevel', { label: level.label })
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={edit}>
        <IconButton
          component={Link}
          to={levelPaths.edit(level.ID)}
          aria-label={edit}
          data-testid={`level-edit-${level.ID}`}
        >
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton
          onClick={() => onDelete(level)}
          aria-label={remove}
          data-testid={`level-delete-${level.ID}`}
        >
          <DeleteOutlinedIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  )
}
