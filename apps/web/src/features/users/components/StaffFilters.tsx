import SearchIcon from '@mui/icons-material/Search'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { Debounce } from '@preschool/domain'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list/FilterSelect'
import type { CentreOption, Role } from '../documents'
import type { StaffFilters as Filters } from '../list-params'

interface Props {
  filters: { q: string; role: number | null; centre: number | null; active: string | null }
  roles: Role[]
  centres: CentreOption[]
  onChange: (patch: Filters) => void
}

/** Search, role, centre and status filters of the staff list; each change lands in the URL. */
export function StaffFilters({ filters, roles, centres, onChange }: Props) {
  const { t } = useTranslation()
  // What is being typed, until it has settled and gone to the URL; null shows the URL's (Back, Forward, links).
  const [draft, setDraft] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const type = (value: string) => {
    setDraft(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      onChange({ q: value })
      setDraft(null)
    }, Debounce.search)
  }

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('users.search')}
          placeholder={t('users.searchHint')}
          value={draft ?? filters.q}
          onChange={(event) => type(event.target.value)}
          slotProps={{
            htmlInput: { 'data-testid': 'staff-search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
        <FilterSelect
          label={t('users.filterRole')}
          value={filters.role}
          allLabel={t('users.all')}
          options={roles.map((r) => ({ value: r.ID, label: r.label }))}
          onChange={(role) => onChange({ role })}
          testId="staff-filter-role"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
        <FilterSelect
          label={t('users.filterCentre')}
          value={filters.centre}
          allLabel={t('users.all')}
          options={centres.map((c) => ({ value: c.ID, label: c.label }))}
          onChange={(centre) => onChange({ centre })}
          testId="staff-filter-centre"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
        <FilterSelect
          label={t('users.status')}
          value={filters.active}
          allLabel={t('users.all')}
          options={[
            { value: 'true', label: t('common.active') },
            { value: 'false', label: t('common.inactive') },
          ]}
          onChange={(active) => onChange({ active })}
          testId="staff-filter-active"
        />
      </Grid>
    </Grid>
  )
}
