import SearchIcon from '@mui/icons-material/Search'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import { Debounce } from '@preschool/domain'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CentreOption, Role } from '../documents'
import type { StaffListParams } from '../list-params'
import { NativeSelect } from './NativeSelect'

interface Props {
  params: StaffListParams
  roles: Role[]
  centres: CentreOption[]
  onChange: (patch: Partial<StaffListParams>) => void
}

/** Search, role, centre and status filters of the staff list; each change lands in the URL. */
export function StaffFilters({ params, roles, centres, onChange }: Props) {
  const { t } = useTranslation()
  // What is being typed, until it has settled and gone to the URL; null shows the URL's (Back, Forward, links).
  const [draft, setDraft] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const type = (value: string) => {
    setDraft(value)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      onChange({ search: value })
      setDraft(null)
    }, Debounce.search)
  }

  const id = (value: string) => (value ? Number(value) : null)
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          label={t('users.search')}
          placeholder={t('users.searchHint')}
          value={draft ?? params.search}
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
        <NativeSelect
          fullWidth
          label={t('users.filterRole')}
          value={params.role ? String(params.role) : ''}
          emptyLabel={t('users.all')}
          options={roles.map((r) => ({ value: String(r.ID), label: r.label }))}
          onChange={(value) => onChange({ role: id(value) })}
          testId="staff-filter-role"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
        <NativeSelect
          fullWidth
          label={t('users.filterCentre')}
          value={params.centre ? String(params.centre) : ''}
          emptyLabel={t('users.all')}
          options={centres.map((c) => ({ value: String(c.ID), label: c.label }))}
          onChange={(value) => onChange({ centre: id(value) })}
          testId="staff-filter-centre"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 2 }}>
        <NativeSelect
          fullWidth
          label={t('users.status')}
          value={params.active === null ? '' : String(params.active)}
          emptyLabel={t('users.all')}
          options={[
            { value: 'true', label: t('common.active') },
            { value: 'false', label: t('common.inactive') },
          ]}
          onChange={(value) => onChange({ active: value === '' ? null : value === 'true' })}
          testId="staff-filter-active"
        />
      </Grid>
    </Grid>
  )
}
