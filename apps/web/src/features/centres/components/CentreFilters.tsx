import SearchIcon from '@mui/icons-material/Search'
import FormControlLabel from '@mui/material/FormControlLabel'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import type { InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'

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
      <TextField
        type="search"
        label={t('centres.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{
          htmlInput: { 'data-testid': 'centres-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
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
