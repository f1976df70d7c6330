import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import type { NoticeState } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { EventForm } from './components/EventForm'
import { type EventFormValues, eventToFormValues, newEventDefaults, toEventInput } from './form-values'
import {
  useEventCentres,
  useEventClasses,
  useEventDetails,
  useSaveEvent,
  useSubmitEvent,
  useUpdateEvent,
} from './hooks'
import { eventPaths } from './paths'

/**
 * /eventmanagement/create and /eventmanagement/edit/{id}/{forceEdit}: a draft is saved (and may be submitted);
 * with forceEdit 1 an approver changes a pending or published event.
 */
export default function EventFormPage() {
  const { t } = useTranslation()
  const { id, forceEdit } = useParams()
  const navigate = useNavigate()
  const { me, can } = useStaffSession()
  const centres = useEventCentres().data?.getAccessibleCentresForModule ?? []
  const classes = useEventClasses(me.fkSchool).data?.getEventClasses ?? []
  const eventId = id === undefined ? null : Number(id)
  const force = forceEdit === '1'
  const details = useEventDetails(eventId ?? 0, eventId !== null)
  const save = useSaveEvent()
  const update = useUpdateEvent()
  const submit = useSubmitEvent()

  const onSave = async (values: EventFormValues, andSubmit: boolean) => {
    const eventData = toEventInput(values)
    const saved = force
      ? (await update.mutateAsync({ IDEvent: eventId!, eventData })).updateEventDetails
      : (await save.mutateAsync({ IDEvent: eventId, eventData })).createOrSaveEventDraft
    if (andSubmit) await submit.mutateAsync({ IDEvent: saved.ID })
    const notice = t(andSubmit ? 'events.submitted' : 'events.saved', { title: saved.title })
    const state: NoticeState = { notice }
    void navigate(eventPaths.details(saved.ID), { state })
  }
  const form = (values: EventFormValues, key: string) => (
    <EventForm
      key={`${key}-${centres.length}`}
      defaultValues={values}
      centres={centres}
      classes={classes}
      canSchoolWide={can(force ? 'events.manageSchoolWide' : 'events.writeSchoolWide')}
      canSubmit={!force && can('events.write')}
      onSave={onSave}
      onCancel={() => void navigate(eventId === null ? eventPaths.list : eventPaths.details(eventId))}
    />
  )
  return (
    <FormFrame
      title={t(eventId === null ? 'events.createTitle' : 'events.editTitle')}
      back={eventPaths.list}
      backLabel={t('events.backToList')}
      backTestId="event-back"
    >
      {eventId === null ? (
        form(newEventDefaults(centres.length === 1 ? [centres[0].ID] : []), 'new')
      ) : (
        <LoadedRecord
          pending={details.isPending}
          error={details.error}
          record={details.data?.eventById ?? null}
          notFound={t('events.notFound')}
          testId="event"
        >
          {(event) => form(eventToFormValues(event), String(event.ID))}
        </LoadedRecord>
      )}
    </FormFrame>
  )
}
