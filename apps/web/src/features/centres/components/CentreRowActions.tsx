import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Centre } from '../documents'
import { centrePaths } from '../paths'

export interface CentreActions {
  /** Set when the user may delete centres (head office with centres.write). */
  onDelete?: (centre: Centre) => void
}

/** Edit (centres.write) and Delete (head office) of one centre. */
export function CentreRowActions({ centre, onDelete }: CentreActions & { centre: Centre }) {
  const { t } = useTranslation()
  const edit = t('centres.editCentre', { label: centre.label })
  const remove = t('centres.deleteCentre', { label: centre.label })
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      <Tooltip title={edit}>
        <IconButton
          component={Link}
          to={centrePaths.edit(centre.ID)}
          aria-label={edit}
          data-testid={`centre-edit-${centre.ID}`}
        >
          <EditOutlinedIcon />
        </IconButton>
      </Tooltip>
      {onDelete && (
        <Tooltip title={remove}>
          <IconButton
            onClick={() => onDelete(centre)}
            aria-label={remove}
            data-testid={`centre-delete-${centre.ID}`}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Tooltip>
      )}
    </Stack>
  )
}
