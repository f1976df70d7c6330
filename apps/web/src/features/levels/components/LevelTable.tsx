import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import type { Level } from '../documents'
import { AgeRange, ProgrammeChips, PromotionDate, StatusChip, YesNo } from './LevelCells'
import { LevelRowActions } from './LevelRowActions'

interface Props {
  levels: Level[]
  /** Set only when the user may change levels: without it there is no actions column. */
  onDelete?: (level: Level) => void
}

export function LevelTable({ levels, onDelete }: Props) {
  const { t } = useTranslation()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('levels.title')} data-testid="levels-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('levels.label')}</TableCell>
            <TableCell>{t('levels.ageRangeHeader')}</TableCell>
            <TableCell>{t('levels.programmes')}</TableCell>
            <TableCell>{t('levels.promotionDate')}</TableCell>
            <TableCell>{t('levels.offOnSaturday')}</TableCell>
            <TableCell>{t('levels.isInfant')}</TableCell>
            <TableCell>{t('levels.status')}</TableCell>
            {onDelete && <TableCell align="right">{t('levels.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {levels.map((level) => (
            <TableRow key={level.ID} data-testid={`level-row-${level.ID}`}>
              <TableCell sx={{ fontWeight: 700 }}>{level.label}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <AgeRange level={level} />
              </TableCell>
              <TableCell>
                <ProgrammeChips level={level} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <PromotionDate level={level} />
              </TableCell>
              <TableCell>
                <YesNo value={level.offOnSaturday} />
              </TableCell>
              <TableCell>
                <YesNo value={level.isInfant} />
              </TableCell>
              <TableCell>
                <StatusChip active={level.active} />
              </TableCell>
              {onDelete && (
                <TableCell align="right">
                  <LevelRowActions level={level} onDelete={onDelete} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
