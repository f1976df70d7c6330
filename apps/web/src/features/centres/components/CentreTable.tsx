import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import type { Centre } from '../documents'
import { formatAddress, LevelCount, postcodeOf, StatusChip } from './CentreCells'
import { type CentreActions, CentreRowActions } from './CentreRowActions'

interface Props extends CentreActions {
  centres: Centre[]
  /** Whether the user may change centres: without it there is no actions column. */
  canWrite: boolean
}

export function CentreTable({ centres, canWrite, onDelete }: Props) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('centres.title')} data-testid="centres-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('centres.code')}</TableCell>
            <TableCell>{t('centres.label')}</TableCell>
            <TableCell>{t('centres.address')}</TableCell>
            <TableCell>{t('centres.postcode')}</TableCell>
            <TableCell>{t('centres.levels')}</TableCell>
            <TableCell>{t('centres.status')}</TableCell>
            {canWrite && <TableCell align="right">{t('centres.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {centres.map((centre) => (
            <TableRow key={centre.ID} data-testid={`centre-row-${centre.ID}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{centre.code}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{centre.label}</TableCell>
              <TableCell>{formatAddress(centre)}</TableCell>
              <TableCell>{postcodeOf(centre)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`centre-levels-${centre.ID}`}>
                <LevelCount centre={centre} />
              </TableCell>
              <TableCell>
                <StatusChip active={centre.active} />
              </TableCell>
              {canWrite && (
                <TableCell align="right">
                  <CentreRowActions centre={centre} onDelete={onDelete} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
