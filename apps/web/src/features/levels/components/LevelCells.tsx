import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import type { Level } from '../documents'
import { formatYears } from '@preschool/domain'
import { formatDate, formatHours } from '../format'

/** Pieces of a level shared by the desktop table and the phone cards. */

/**
 * The age range for a narrow column: months and years each kept whole, so the cell may wrap between them but
 * never inside a range.
 */
export function AgeRangeLines({ level }: { level: Level }) {
  const { t } = useTranslation()
  const years = { fromYears: formatYears(level.fromMonth), toYears: formatYears(level.toMonth) }
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {t('levels.ageMonths', { from: level.fromMonth, to: level.toMonth })}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {t('levels.ageYears', years)}
      </Box>
    </>
  )
}

/** The active programmes with their hours; retired ones stay in the data for history only. */
export function ProgrammeChips({ level }: { level: Level }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {level.programs
        .filter((p) => p.active)
        .map((p) => (
          <Chip
            key={p.ID}
            size="small"
            variant="outlined"
            label={`${p.label} ${formatHours(p.from, p.to)}`}
          />
        ))}
    </Stack>
  )
}

export function PromotionDate({ level }: { level: Level }) {
  return formatDate(level.promotionDate) ?? '—'
}

export function YesNo({ value }: { value: boolean }) {
  const { t } = useTranslation()
  return value ? t('common.yes') : t('common.no')
}
