import { zodResolver } from '@hookform/resolvers/zod'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { type EventRsvpInput, eventRsvpInputSchema } from '@preschool/domain'
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FamilyAlbum } from '../../event-photos/FamilyAlbum'
import { FormCheckbox, FormErrorAlert, FormTextField, useServerForm } from '../../../components/form'
import { downloadBlob } from '../../../lib/export'
import { requestOrThrow } from '../../../lib/request'
import { eventIcsQuery, type MyEvent } from '../documents'
import { dayAndTime, dollars, eventWhen } from '../format'
import { useRsvp } from '../hooks'

type Output = z.output<typeof eventRsvpInputSchema>

/** One child's invitation: the event, the family's answer, guests within the limit and the terms where asked. */
export function RsvpCard({
  item,
  albumOpen,
  onNotice,
}: {
  item: MyEvent
  /** The album shows at once (the bell of new photos opened this event). */
  albumOpen: boolean
  onNotice: (notice: string) => void
}) {
  const { t } = useTranslation()
  const { event, rsvp } = item
  const rsvpMutation = useRsvp()
  const form = useForm<EventRsvpInput, unknown, Output>({
    resolver: zodResolver(eventRsvpInputSchema),
    defaultValues: {
      attending: rsvp ? rsvp.status === 'attending' : true,
      acceptTerms: rsvp?.consentAcceptedAt != null,
      guests: (rsvp?.guests ?? []).map((g) => ({
        name: g.name ?? '',
        mobile: g.mobile ?? '',
        relation: g.relation ?? '',
      })),
    },
  })
  const { control } = form
  const guests = useFieldArray({ control, name: 'guests' })
  const attending = useWatch({ control, name: 'attending' })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) =>
      rsvpMutation.mutateAsync({ IDEvent: event.ID, IDChild: item.childID, rsvp: values }),
    onSuccess: () => onNotice(t('events.rsvpSaved')),
  })
  const key = `${event.ID}-${item.childID}`
  const saveIcs = async () => {
    const data = await requestOrThrow(eventIcsQuery, { IDEvent: event.ID, IDChild: item.childID })
    downloadBlob(
      new Blob([data.getEventCalendarFile], { type: 'text/calendar;charset=utf-8' }),
      `event-${event.ID}.ics`,
    )
  }
  return (
    <Card variant="outlined" sx={{ mb: 1 }} data-testid={`my-event-${key}`}>
      <CardContent>
        <Stack spacing={1.5} component="form" onSubmit={submit} noValidate>
          <Typography variant="h6" component="h2">
            {event.title}
          </Typography>
          <Typography variant="body2">
            {eventWhen(event.from, event.to)} · {event.location}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('events.forChild', { name: item.childName })} ·{' '}
            {t('events.deadline', { date: dayAndTime(event.rsvpDeadline) })}
          </Typography>
          {event.description && <Typography variant="body2">{event.description}</Typography>}
          {event.paymentRequired && (
            <Typography variant="body2">
              {t('events.childEventFee')}: {dollars(event.childEventFee)}
              {event.guestsAllowed && ` · ${t('events.guestEventFee')}: ${dollars(event.guestEventFee)}`}
            </Typography>
          )}
          {rsvp && (
            <Typography variant="body2" data-testid={`my-event-answer-${key}`}>
              {t('events.yourAnswer', { answer: t(`events.rsvpStatuses.${rsvp.status as 'attending'}`) })}
              {rsvp.feeCents > 0 && ` · ${t('events.feeToPay', { amount: dollars(rsvp.feeCents).slice(1) })}`}
            </Typography>
          )}
          {event.status === 'cancelled' && (
            <Typography color="error">{t('events.eventCancelled')}</Typography>
          )}
          {event.status !== 'cancelled' && !item.canRsvp && (
            <Typography color="text.secondary">{t('events.closed')}</Typography>
          )}
          {item.canRsvp && (
            <>
              <FormErrorAlert message={formError} testId={`my-event-error-${key}`} />
              <Controller
                control={control}
                name="attending"
                render={({ field }) => (
                  <ToggleButtonGroup
                    exclusive
                    fullWidth
                    value={field.value}
                    onChange={(_e, value: boolean | null) => value !== null && field.onChange(value)}
                  >
                    <ToggleButton value={true} data-testid={`rsvp-going-${key}`}>
                      {t('events.going')}
                    </ToggleButton>
                    <ToggleButton value={false} data-testid={`rsvp-not-going-${key}`}>
                      {t('events.notGoing')}
                    </ToggleButton>
                  </ToggleButtonGroup>
                )}
              />
              {attending && event.guestsAllowed && (
                <Stack spacing={1}>
                  {guests.fields.map((g, index) => (
                    <Stack key={g.id} spacing={1} sx={{ borderLeft: 2, borderColor: 'divider', pl: 1 }}>
                      <FormTextField
                        control={control}
                        name={`guests.${index}.name`}
                        label={t('events.guestName')}
                        testId={`rsvp-guest-name-${index}`}
                      />
                      <FormTextField
                        control={control}
                        name={`guests.${index}.mobile`}
                        label={t('events.guestMobile')}
                        testId={`rsvp-guest-mobile-${index}`}
                      />
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <FormTextField
                          control={control}
                          name={`guests.${index}.relation`}
                          label={t('events.guestRelation')}
                          testId={`rsvp-guest-relation-${index}`}
                        />
                        <IconButton
                          aria-label={t('events.removeThisGuest')}
                          onClick={() => guests.remove(index)}
                        >
                          <DeleteOutlineRounded />
                        </IconButton>
                      </Stack>
                    </Stack>
                  ))}
                  {guests.fields.length < event.guestCountLimit && (
                    <Button
                      onClick={() => guests.append({ name: '', mobile: '', relation: '' })}
                      data-testid={`rsvp-add-guest-${key}`}
                    >
                      {t('events.addGuest')}
                    </Button>
                  )}
                </Stack>
              )}
              {attending && event.parentConsentRequired && (
                <>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                    {event.termsAndConditions}
                  </Typography>
                  <FormCheckbox
                    control={control}
                    name="acceptTerms"
                    label={t('events.acceptTerms')}
                    testId={`rsvp-accept-${key}`}
                  />
                </>
              )}
              <Button type="submit" variant="contained" loading={submitting} data-testid={`rsvp-send-${key}`}>
                {t('events.sendRsvp')}
              </Button>
            </>
          )}
          <Button
            startIcon={<EventAvailableRounded />}
            onClick={() => void saveIcs()}
            data-testid={`event-ics-${key}`}
          >
            {t('events.addToCalendar')}
          </Button>
          <FamilyAlbum
            eventId={event.ID}
            childId={item.childID}
            childName={item.childName}
            initiallyOpen={albumOpen}
            onNotice={onNotice}
          />
        </Stack>
      </CardContent>
    </Card>
  )
}
