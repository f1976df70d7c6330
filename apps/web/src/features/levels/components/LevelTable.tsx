import type { SxProps, Theme } from '@mui/material/styles'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { useTranslation } from 'react-i18next'
import type { Level } from '../documents'
import { AgeRangeLines, ProgrammeChips, PromotionDate, StatusChip, YesNo } from './LevelCells'
import { LevelRowActions } from './LevelRowActions'

interface Props {
  levels: Level[]
  /** Set only when the user may change levels: without it there is no actions column. */
  onDelete?: (level: Level) => void
}

// Edit and Delete stay in view whatever the width: when the columns do not fit (a collapsed side menu is not
// assumed, nor a wide screen), the table scrolls sideways under a column pinned to the right edge.
const pinnedRight: SxProps<Theme> = (theme) => ({
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: `inset 1px 0 0 ${theme.palette.divider}`,
  whiteSpace: 'nowrap',
  width: '1%',
})

export function LevelTable({ levels, onDelete }: Props) {
  const { t } = useTranslation()
  return (
    // Focusable and named, so keyboard users can scroll it when it is wider than the page.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={t('levels.title')}
      data-testid="levels-table-scroll"
    >
      <Table
        size="small"
        aria-label={t('levels.title')}
        data-testid="levels-table"
        sx={{ '& .MuiTableCell-root': { px: 1.5 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('levels.label')}</TableCell>
            <TableCell>{t('levels.ageRangeHeader')}</TableCell>
            <TableCell>{t('levels.programmes')}</TableCell>
            <TableCell>{t('levels.promotionDate')}</TableCell>
            <TableCell>{t('levels.offOnSaturday')}</TableCell>
            <TableCell>{t('levels.isInfant')}</TableCell>
            <TableCell>{t('levels.status')}</TableCell>
            {onDelete && (
              <TableCell align="right" sx={pinnedRight}>
                {t('levels.actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {levels.map((level) => (
            <TableRow key={level.ID} data-testid={`level-row-${level.ID}`}>
              <TableCell sx={{ fontWeight: 700, minWidth: 96 }}>{level.label}</TableCell>
              <TableCell data-testid={`level-age-${level.ID}`}>
                <AgeRangeLines level={level} />
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
                <TableCell align="right" sx={pinnedRight}>
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
