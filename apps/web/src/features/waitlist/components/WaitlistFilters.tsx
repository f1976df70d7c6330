import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Switch from '@mui/material/Switch'
import type { InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { OutlinedSelect } from '../../../components/form/OutlinedField'
import { useWaitListFilter } from '../hooks'
import { formatMonth } from '../../../lib/format'

export interface WaitlistFilterValues {
  centre: number | null
  level: number | null
  tag: number | null
  status: string | null
  month: string | null
  race: string | null
  vacancy: boolean
}

interface Props {
  values: WaitlistFilterValues
  onChange: (patch: Partial<WaitlistFilterValues>) => void
}

/** Centre, level, tag, waitlist status, month wanted, race and vacancy: each applies at once (kept in the URL). */
export function WaitlistFilters({ values, onChange }: Props) {
  const { t } = useTranslation()
  const options = useWaitListFilter().data?.getWaitListFilter
  const select = (
    key: 'centre' | 'level' | 'tag' | 'status' | 'month' | 'race',
    label: string,
    choices: readonly { value: string | number; label: string }[],
  ) => (
    <Grid size={{ xs: 12, sm: 6, md: 2 }} key={key}>
      <OutlinedSelect
        label={label}
        value={values[key] === null ? '' : String(values[key])}
        onChange={(event) => {
          const text = event.target.value
          const numeric = key === 'centre' || key === 'level' || key === 'tag'
          onChange({ [key]: text === '' ? null : numeric ? Number(text) : text })
        }}
        htmlSelect={{ 'data-testid': `waitlist-filter-${key}` }}
      >
        <option value="">{t('waitlist.all')}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </OutlinedSelect>
    </Grid>
  )
  return (
    <Grid container spacing={2} sx={{ alignItems: 'center' }}>
      {select(
        'centre',
        t('waitlist.centre'),
        (options?.centres ?? []).map((c) => ({ value: c.ID, label: c.label })),
      )}
      {select(
        'level',
        t('waitlist.level'),
        (options?.levels ?? []).map((l) => ({ value: l.ID, label: l.label })),
      )}
      {select(
        'tag',
        t('waitlist.tag'),
        (options?.tags ?? []).map((g) => ({ value: g.ID, label: g.description })),
      )}
      {select('status', t('waitlist.waitlistStatus'), [
        { value: 'waitlisted', label: t('waitlist.waitlisted') },
        { value: 'pending', label: t('waitlist.notYet') },
      ])}
      {select(
        'month',
        t('waitlist.month'),
        (options?.preferMonthOfEnrolmentOptions ?? []).map((m) => ({ value: m, label: formatMonth(m) })),
      )}
      {select(
        'race',
        t('waitlist.race'),
        (options?.races ?? []).map((r) => ({ value: r, label: r })),
      )}
      <Grid size={{ xs: 12, md: 'auto' }}>
        <FormControlLabel
          label={t('waitlist.vacancyOnly')}
          control={
            <Switch
              checked={values.vacancy}
              onChange={(_event, on) => onChange({ vacancy: on })}
              slotProps={{
                input: { 'data-testid': 'waitlist-filter-vacancy' } as InputHTMLAttributes<HTMLInputElement>,
              }}
            />
          }
        />
      </Grid>
    </Grid>
  )
}
