import EditOutlinedIcon from '@mui/icons-material/EditOutlined'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'
import type { AdminCode } from '../documents'

export function CodeEditButton({ code, onEdit }: { code: AdminCode; onEdit: (code: AdminCode) => void }) {
  const { t } = useTranslation()
  const label = t('schoolConfig.codes.edit', { label: code.label })
  return (
    <Tooltip title={label}>
      <IconButton onClick={() => onEdit(code)} aria-label={label} data-testid={`code-edit-${code.ID}`}>
        <EditOutlinedIcon />
      </IconButton>
    </Tooltip>
  )
}
