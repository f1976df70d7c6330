import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import { useRef } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  FormActions,
  FormCard,
  FormCheckbox,
  FormDateField,
  FormErrorAlert,
  FormMoneyField,
  FormNumberField,
  FormTextField,
  FormTimeField,
  LeaveGuard,
  useServerForm,
} from '../../../components/form'
import { FormMultiSelect } from '../../../components/form/MultiSelectField'
import { type EventFormValues, eventFormSchema } from '../form-values'

interface Props {
  defaultValues: EventFormValues
  centres: { ID: number; label: string }[]
  /** The classes of those centres: an event may invite chosen classes rather than whole centres. */
  classes: { ID: number; label: string; centreLabel: string }[]
  /** Head office may invite the whole school. */
  canSchoolWide: boolean
  /** A draft may also be submitted for approval from the form. */
  canSubmit: boolean
  onSave: (values: EventFormValues, submit: boolean) => Promise<void>
  onCancel: () => void
}

/** An event's details, whom it invites, consent, fees and guests. */
export function EventForm({
  defaultValues,
  centres,
  classes,
  canSchoolWide,
  canSubmit,
  onSave,
  onCancel,
}: Props) {
  const { t } = useTranslation()
  const form = useForm<EventFormValues>({ resolver: zodResolver(eventFormSchema), defaultValues })
  const { control } = form
  // Which button sent the form: saving the draft, or saving and submitting it.
  const submitting = useRef(false)
  const {
    submit,
    submitting: busy,
    formError,
  } = useServerForm(form, {
    onSubmit: (values) => {
      const andSubmit = submitting.current
      submitting.current = false
      return onSave(values, andSubmit)
    },
  })
  const [schoolWide, consent, payment, guests] = useWatch({
    control,
    name: ['schoolWide', 'parentConsentRequired', 'paymentRequired', 'guestsAllowed'],
  })
  const half = { xs: 12, sm: 6 }
  const third = { xs: 12, sm: 4 }
  return (
    <FormCard onSubmit={submit} testId="event-form">
      <LeaveGuard form={form} />
      <FormErrorAlert message={formError} testId="event-form-error" />
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="title"
            label={t('events.eventTitle')}
            testId="event-title"
            required
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="eventType"
            label={t('events.eventType')}
            testId="event-type"
            required
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="location"
            label={t('events.location')}
            testId="event-location"
            required
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="description"
            label={t('events.description')}
            testId="event-description"
            multiline
          />
        </Grid>
        <Grid size={third}>
          <FormDateField
            control={control}
            name="date"
            label={t('events.date')}
            testId="event-date"
            required
          />
        </Grid>
        <Grid size={third}>
          <FormTimeField
            control={control}
            name="fromTime"
            label={t('events.fromTime')}
            testId="event-from"
            required
          />
        </Grid>
        <Grid size={third}>
          <FormTimeField
            control={control}
            name="toTime"
            label={t('events.toTime')}
            testId="event-to"
            required
          />
        </Grid>
        <Grid size={third}>
          <FormDateField
            control={control}
            name="publishDate"
            label={t('events.publishDate')}
            testId="event-publish-date"
            required
          />
        </Grid>
        <Grid size={third}>
          <FormDateField
            control={control}
            name="rsvpDeadlineDate"
            label={t('events.rsvpDeadlineDate')}
            testId="event-deadline"
            required
          />
        </Grid>
        <Grid size={third}>
          <FormDateField
            control={control}
            name="cancellationDate"
            label={t('events.cancellationDate')}
            testId="event-cancellation-date"
          />
        </Grid>
        {canSchoolWide && (
          <Grid size={12}>
            <FormCheckbox
              control={control}
              name="schoolWide"
              label={t('events.schoolWide')}
              testId="event-school-wide"
            />
          </Grid>
        )}
        {!schoolWide && (
          <Grid size={12}>
            <FormMultiSelect
              control={control}
              name="centreIDs"
              label={t('events.centres')}
              testId="event-centres"
              options={centres.map((c) => ({ value: c.ID, label: c.label }))}
            />
          </Grid>
        )}
        {!schoolWide && (
          <Grid size={12}>
            <FormMultiSelect
              control={control}
              name="classIDs"
              label={t('events.classes')}
              helperText={t('events.classesHelp')}
              testId="event-classes"
              options={classes.map((c) => ({ value: c.ID, label: `${c.label} · ${c.centreLabel}` }))}
              keepUnlisted
            />
          </Grid>
        )}
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="parentConsentRequired"
            label={t('events.parentConsentRequired')}
            testId="event-consent"
          />
        </Grid>
        {consent && (
          <Grid size={12}>
            <FormTextField
              control={control}
              name="termsAndConditions"
              label={t('events.termsAndConditions')}
              testId="event-terms"
              multiline
              required
            />
          </Grid>
        )}
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="paymentRequired"
            label={t('events.paymentRequired')}
            testId="event-payment"
          />
        </Grid>
        {payment && (
          <Grid size={half}>
            <FormMoneyField
              control={control}
              name="childEventFee"
              label={t('events.childEventFee')}
              testId="event-child-fee"
            />
          </Grid>
        )}
        {payment && guests && (
          <Grid size={half}>
            <FormMoneyField
              control={control}
              name="guestEventFee"
              label={t('events.guestEventFee')}
              testId="event-guest-fee"
            />
          </Grid>
        )}
        <Grid size={12}>
          <FormCheckbox
            control={control}
            name="guestsAllowed"
            label={t('events.guestsAllowed')}
            testId="event-guests"
          />
        </Grid>
        {guests && (
          <>
            <Grid size={half}>
              <FormNumberField
                control={control}
                name="guestCountLimit"
                label={t('events.guestCountLimit')}
                testId="event-guest-limit"
              />
            </Grid>
            <Grid size={half}>
              <FormCheckbox
                control={control}
                name="guestsDetailsRequired"
                label={t('events.guestsDetailsRequired')}
                testId="event-guest-details"
              />
            </Grid>
          </>
        )}
      </Grid>
      <FormActions
        onCancel={onCancel}
        submitting={busy}
        testId="event"
        saveLabel={canSubmit ? t('events.saveDraft') : undefined}
        secondary={
          canSubmit && (
            <Button
              type="submit"
              variant="outlined"
              disabled={busy}
              onClick={() => (submitting.current = true)}
              data-testid="event-submit"
            >
              {t('events.submit')}
            </Button>
          )
        }
      />
    </FormCard>
  )
}
