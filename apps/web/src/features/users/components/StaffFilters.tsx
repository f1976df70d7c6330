import Grid from '@mui/material/Grid'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list/FilterSelect'
import { SearchField } from '../../../components/list/SearchField'
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

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SearchField
          fullWidth
          size="small"
          label={t('users.search')}
          placeholder={t('users.searchHint')}
          value={filters.q}
          onSearch={(q) => onChange({ q })}
          testId="staff-search"
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
