import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import type { InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchField } from '../../../components/list/SearchField'

interface Props {
  search: string
  onSearch: (text: string) => void
  activeOnly: boolean
  onActiveOnly: (on: boolean) => void
}

/** A search on label or code, and whether to show active centres only. */
export function CentreFilters({ search, onSearch, activeOnly, onActiveOnly }: Props) {
  const { t } = useTranslation()
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <SearchField label={t('centres.search')} value={search} onSearch={onSearch} testId="centres-search" />
      <FormControlLabel
        label={t('centres.activeOnly')}
        control={
          <Switch
            checked={activeOnly}
            onChange={(_event, on) => onActiveOnly(on)}
            slotProps={{
              input: { 'data-testid': 'centres-active-only' } as InputHTMLAttributes<HTMLInputElement>,
            }}
          />
        }
      />
    </Stack>
  )
}
