import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  FAMILIES_PER_SLOT_MAX,
  MAX_DATE,
  RecurType,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  singaporeToday,
  type VisitAvailabilityData,
  visitAvailabilityInputSchema,
  VisitType,
} from '@preschool/domain'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DateInput } from '../../../components/date/DateInput'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import { registerMui } from '../../../lib/register-mui'
import { type AvailabilityFormValues, defaultAvailability, WEEK_ORDER } from '../availability-form'
import {
  availabilityFieldText,
  recurTypeText,
  visitTypeText,
  weekdayShortText,
  weekdayText,
} from '../text-keys'

/** The two choices: what the availability is for and how it repeats. */
const SELECTS = [
  {
    name: 'visitType',
    options: VisitType,
    optionText: visitTypeText,
    testId: 'availability-visit-type',
  },
  {
    name: 'recurType',
    options: RecurType,
    optionText: recurTypeText,
    testId: 'availability-recur-type',
  },
] as const
/** The first and last day, and the daily window (HH:mm). */
const DATES = ['start', 'end'] as const
const TIMES = ['from', 'to'] as const
/** How the window is cut into slots, with the bounds the shared rules allow. */
const NUMBERS = [
  {
    name: 'slotMinutes',
    min: SLOT_MINUTES_MIN,
    max: SLOT_MINUTES_MAX,
    testId: 'availability-slot-minutes',
  },
  { name: 'familiesPerSlot', min: 1, max: FAMILIES_PER_SLOT_MAX, testId: 'availability-families' },
] as const

interface Props {
  /** Adds the validated availability; rejects with a GqlError when the server refuses. */
  onAdd: (availability: VisitAvailabilityData) => Promise<void>
}

/** Publishes when the centre receives visitors, validated with the rules the server applies. */
export function AvailabilityForm({ onAdd }: Props) {
  const { t } = useTranslation()
  const today = singaporeToday()
  const schema = useMemo(() => visitAvailabilityInputSchema(today), [today])
  const form = useForm<AvailabilityFormValues, unknown, VisitAvailabilityData>({
    resolver: zodResolver(schema),
    defaultValues: defaultAvailability(today),
  })
  const {
    register,
    control,
    watch,
    reset,
    formState: { errors },
  } = form
  const recurType = watch('recurType')

  const { submit, submitting } = useServerForm(form, {
    onSubmit: onAdd,
    onSuccess: () => reset(defaultAvailability(today)),
  })

  return (
    <FormCard onSubmit={submit} testId="availability-form">
      <Typography variant="h6" component="h2">
        {t('calendar.availability.addTitle')}
      </Typography>
      <FormErrorAlert message={errors.root?.server?.message} testId="availability-form-error" />
      <Grid container spacing={2}>
        {SELECTS.map(({ name, options, optionText, testId }) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  required
                  label={t(availabilityFieldText[name])}
                  {...field}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
                >
                  {options.map((option) => (
                    <MenuItem key={option} value={option} data-testid={`${testId}-${option}`}>
                      {t(optionText[option as keyof typeof optionText])}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
        ))}
        {DATES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <DateInput
                  fullWidth
                  required
                  label={t(availabilityFieldText[name])}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  minDate={today}
                  maxDate={MAX_DATE}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                  testId={`availability-${name}`}
                />
              )}
            />
          </Grid>
        ))}
        {TIMES.map((name) => (
          <Grid key={name} size={{ xs: 6 }}>
            <TextField
              fullWidth
              required
              label={t(availabilityFieldText[name])}
              placeholder="HH:mm"
              {...registerMui(register, name)}
              error={Boolean(errors[name])}
              helperText={errors[name]?.message ?? t('calendar.availability.timeHelp')}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 5, 'data-testid': `availability-${name}` },
              }}
            />
          </Grid>
        ))}
        {NUMBERS.map(({ name, min, max, testId }) => (
          <Grid key={name} size={{ xs: 6 }}>
            <TextField
              fullWidth
              required
              type="number"
              label={t(availabilityFieldText[name])}
              {...registerMui(register, name, { valueAsNumber: true })}
              error={Boolean(errors[name])}
              helperText={errors[name]?.message}
              slotProps={{ htmlInput: { min, max, 'data-testid': testId } }}
            />
          </Grid>
        ))}
        {recurType === 'weekly' && (
          <Grid size={12}>
            <Controller
              control={control}
              name="recurOnDays"
              render={({ field, fieldState }) => {
                const days = field.value ?? []
                return (
                  <FormControl
                    error={Boolean(fieldState.error)}
                    component="fieldset"
                    data-testid="availability-days"
                  >
                    <FormLabel component="legend">{t('calendar.availability.recurOnDays')}</FormLabel>
                    <FormGroup row>
                      {WEEK_ORDER.map((day) => (
                        <FormControlLabel
                          key={day}
                          label={t(weekdayShortText[day])}
                          control={
                            <Checkbox
                              checked={days.includes(day)}
                              onChange={(event) =>
                                field.onChange(
                                  event.target.checked ? [...days, day] : days.filter((d) => d !== day),
                                )
                              }
                              slotProps={{
                                input: {
                                  'aria-label': t(weekdayText[day]),
                                  // @ts-expect-error data attributes are valid on the input element
                                  'data-testid': `availability-day-${day}`,
                                },
                              }}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                    {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
                  </FormControl>
                )
              }}
            />
          </Grid>
        )}
      </Grid>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={submitting} data-testid="availability-add">
          {t('calendar.availability.add')}
        </Button>
      </Stack>
    </FormCard>
  )
}
