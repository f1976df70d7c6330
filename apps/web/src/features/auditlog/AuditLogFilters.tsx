import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import TextField from '@mui/material/TextField'
import { auditLogFilterSchema } from '@preschool/domain'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateInput } from '../../components/date/DateInput'
import type { AuditLogFilterValues } from './list-params'

interface Props {
  values: AuditLogFilterValues
  onChange: (filters: AuditLogFilterValues) => void
}

type Draft = AuditLogFilterValues

/** Person, operation and date range; checked by the shared rule, applied to the URL on Search. */
export function AuditLogFilters({ values, onChange }: Props) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<Draft>(values)
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({})
  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: !!errors[key],
    helperText: errors[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = auditLogFilterSchema.safeParse(draft)
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    onChange(draft)
  }
  const clear = () => {
    const empty = { person: '', action: '', from: '', to: '' }
    setDraft(empty)
    setErrors({})
    onChange(empty)
  }
  return (
    <Grid
      container
      spacing={2}
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t('auditLog.title')}
    >
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          fullWidth
          size="small"
          label={t('auditLog.person')}
          placeholder={t('auditLog.personHint')}
          {...field('person')}
          slotProps={{ htmlInput: { 'data-testid': 'auditlog-person' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          fullWidth
          size="small"
          label={t('auditLog.action')}
          placeholder={t('auditLog.actionHint')}
          {...field('action')}
          slotProps={{ htmlInput: { 'data-testid': 'auditlog-action' } }}
        />
      </Grid>
      {(['from', 'to'] as const).map((key) => (
        <Grid key={key} size={{ xs: 6, md: 2 }}>
          <DateInput
            fullWidth
            label={t(key === 'from' ? 'auditLog.from' : 'auditLog.to')}
            value={draft[key]}
            error={!!errors[key]}
            helperText={errors[key]}
            onChange={(value) => setDraft({ ...draft, [key]: value })}
            testId={`auditlog-${key}`}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 2 }} sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" data-testid="auditlog-search">
          {t('auditLog.apply')}
        </Button>
        <Button onClick={clear} data-testid="auditlog-clear">
          {t('auditLog.clear')}
        </Button>
      </Grid>
    </Grid>
  )
}
