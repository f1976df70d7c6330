import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  FAMILIES_PER_SLOT_MAX,
  RecurType,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  singaporeToday,
  type VisitAvailabilityData,
  visitAvailabilityInputSchema,
  VisitType,
} from '@preschool/domain'
import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormCheckboxGroup } from '../../../components/form/CheckboxGroupField'
import { FormDateField } from '../../../components/form/DateField'
import { FormCard } from '../../../components/form/FormCard'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'
import { useServerForm } from '../../../components/form/hooks/use-server-form'
import { FormNumberField } from '../../../components/form/NumberField'
import { FormSelect } from '../../../components/form/SelectField'
import { FormTimeField } from '../../../components/form/TimeField'
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
  const { control, watch, reset } = form
  const recurType = watch('recurType')

  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: onAdd,
    onSuccess: () => reset(defaultAvailability(today)),
  })

  return (
    <FormCard onSubmit={submit} testId="availability-form">
      <Typography variant="h6" component="h2">
        {t('calendar.availability.addTitle')}
      </Typography>
      <FormErrorAlert message={formError} testId="availability-form-error" />
      <Grid container spacing={2}>
        {SELECTS.map(({ name, options, optionText, testId }) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={control}
              name={name}
              required
              label={t(availabilityFieldText[name])}
              options={options.map((option) => ({
                value: option,
                label: t(optionText[option as keyof typeof optionText]),
              }))}
              emptyLabel={false}
              testId={testId}
            />
          </Grid>
        ))}
        {DATES.map((name) => (
          <Grid key={name} size={{ xs: 12, sm: 6 }}>
            <FormDateField
              control={control}
              name={name}
              required
              label={t(availabilityFieldText[name])}
              minDate={today}
              testId={`availability-${name}`}
            />
          </Grid>
        ))}
        {TIMES.map((name) => (
          <Grid key={name} size={{ xs: 6 }}>
            <FormTimeField
              control={control}
              name={name}
              required
              label={t(availabilityFieldText[name])}
              helperText={t('calendar.availability.timeHelp')}
              testId={`availability-${name}`}
            />
          </Grid>
        ))}
        {NUMBERS.map(({ name, min, max, testId }) => (
          <Grid key={name} size={{ xs: 6 }}>
            <FormNumberField
              control={control}
              name={name}
              required
              label={t(availabilityFieldText[name])}
              min={min}
              max={max}
              testId={testId}
            />
          </Grid>
        ))}
        {recurType === 'weekly' && (
          <Grid size={12}>
            <FormCheckboxGroup
              control={control}
              name="recurOnDays"
              label={t('calendar.availability.recurOnDays')}
              options={WEEK_ORDER.map((day) => ({
                value: day,
                label: t(weekdayShortText[day]),
                name: t(weekdayText[day]),
              }))}
              testId="availability-days"
              row
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
