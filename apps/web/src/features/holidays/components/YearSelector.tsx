import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list/FilterSelect'

interface Props {
  year: number
  onChange: (year: number) => void
}

/** Five years either side of the shown one: any year is reachable, a step or a jump at a time. */
const around = (year: number) =>
  Array.from({ length: 11 }, (_, i) => year - 5 + i).filter((y) => y >= 1 && y <= 9999)

export function YearSelector({ year, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <IconButton
        aria-label={t('holidays.previousYear')}
        onClick={() => onChange(year - 1)}
        disabled={year <= 1}
        data-testid="holiday-year-prev"
      >
        <ChevronLeftIcon />
      </IconButton>
      <FilterSelect
        label={t('holidays.year')}
        value={year}
        options={around(year).map((y) => ({ value: y, label: String(y) }))}
        onChange={(picked) => picked !== null && onChange(picked)}
        sx={{ minWidth: 100 }}
        testId="holiday-year"
      />
      <IconButton
        aria-label={t('holidays.nextYear')}
        onClick={() => onChange(year + 1)}
        disabled={year >= 9999}
        data-testid="holiday-year-next"
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  )
}
