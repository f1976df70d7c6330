import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTranslation } from 'react-i18next'
import type { AdminCode } from '../documents'
import { CodeActiveSwitch } from './CodeActiveSwitch'
import { CodeEditButton } from './CodeEditButton'

interface Props {
  codes: AdminCode[]
  caption: string
  /** Set only for users who may change codes: without them the list is read-only. */
  onEdit?: (code: AdminCode) => void
  onToggle?: (code: AdminCode, active: boolean) => void
  /** The code whose switch is being saved. */
  pendingId: number | null
}

/** The codes of one option list: a table on wider screens, cards on a phone. */
export function CodeList(props: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  return phone ? <CodeCards {...props} /> : <CodeTable {...props} />
}

function Status({ code, onToggle, pendingId }: Pick<Props, 'onToggle' | 'pendingId'> & { code: AdminCode }) {
  const { t } = useTranslation()
  if (onToggle) return <CodeActiveSwitch code={code} disabled={pendingId === code.ID} onToggle={onToggle} />
  return (
    <Chip
      size="small"
      label={code.active ? t('common.active') : t('common.inactive')}
      color={code.active ? 'success' : 'default'}
      variant="outlined"
    />
  )
}

function CodeTable({ codes, caption, onEdit, onToggle, pendingId }: Props) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={caption} data-testid="codes-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('schoolConfig.codes.label')}</TableCell>
            <TableCell>{t('schoolConfig.codes.description')}</TableCell>
            <TableCell align="right">{t('schoolConfig.codes.sortOrder')}</TableCell>
            <TableCell>{t('schoolConfig.codes.status')}</TableCell>
            {onEdit && <TableCell align="right">{t('schoolConfig.codes.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {codes.map((code) => (
            <TableRow key={code.ID} data-testid={`code-row-${code.ID}`}>
              <TableCell sx={{ fontWeight: 700 }}>{code.label}</TableCell>
              <TableCell>{code.description}</TableCell>
              <TableCell align="right">{code.sortOrder}</TableCell>
              <TableCell>
                <Status code={code} onToggle={onToggle} pendingId={pendingId} />
              </TableCell>
              {onEdit && (
                <TableCell align="right">
                  <CodeEditButton code={code} onEdit={onEdit} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

function CodeCards({ codes, onEdit, onToggle, pendingId }: Props) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1.5} data-testid="codes-cards">
      {codes.map((code) => (
        <Card key={code.ID} data-testid={`code-row-${code.ID}`}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}
              >
                {code.label}
              </Typography>
              <Status code={code} onToggle={onToggle} pendingId={pendingId} />
              {onEdit && <CodeEditButton code={code} onEdit={onEdit} />}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {code.description}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('schoolConfig.codes.sortOrder')}: {code.sortOrder}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
