import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { DEFAULT_RSVP_FILTER } from '@preschool/domain'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { FormFrame } from '../../components/form/FormFrame'
import { LoadedRecord } from '../../components/form/LoadedRecord'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { StaffPhotosPanel } from '../event-photos/StaffPhotosPanel'
import { RsvpPanel } from './components/RsvpPanel'
import type { EventDetails } from './documents'
import { dollars, eventWhen } from './format'
import { useCancelEvent, useEventDetails, useEventRsvps, usePublishEvent, useSubmitEvent } from './hooks'
import { eventPaths } from './paths'

/** /eventmanagement/details/{id}: the event, its workflow buttons, and its RSVPs. */
export default function EventDetailsPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const query = useEventDetails(id)
  const [notice, setNotice] = useNotice()
  return (
    <FormFrame
      title={t('events.title')}
      back={eventPaths.list}
      backLabel={t('events.backToList')}
      backTestId="event-back"
    >
      <LoadedRecord
        pending={query.isPending}
        error={query.error}
        record={query.data?.eventById ?? null}
        notFound={t('events.notFound')}
        testId="event"
      >
        {(event) => (
          <Stack spacing={2}>
            <Summary event={event} onNotice={setNotice} />
            {(event.status === 'published' || event.status === 'cancelled') && (
              <>
                <RsvpPanel
                  event={event}
                  counts={query.data!.getRsvpStatusCountDetails}
                  onNotice={setNotice}
                />
                <EventPhotos event={event} onNotice={setNotice} />
              </>
            )}
          </Stack>
        )}
      </LoadedRecord>
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="event-notice" />
    </FormFrame>
  )
}

/** The album, tagging only children on the attending list (the same list the RSVP panel shows). */
function EventPhotos({ event, onNotice }: { event: EventDetails; onNotice: (n: string) => void }) {
  const attending = useEventRsvps(event.ID, DEFAULT_RSVP_FILTER, { page: 1, perPage: 500 })
  const taggable = (attending.data?.getEventRsvpChildList.data ?? []).map((r) => ({
    childID: r.childID,
    childName: r.childName,
  }))
  return (
    <StaffPhotosPanel
      eventId={event.ID}
      open={event.status === 'published'}
      taggable={taggable}
      onNotice={onNotice}
    />
  )
}

function Summary({ event, onNotice }: { event: EventDetails; onNotice: (n: string) => void }) {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const submit = useSubmitEvent()
  const publish = usePublishEvent()
  const cancel = useCancelEvent()
  const [cancelling, setCancelling] = useState(false)
  const [remarks, setRemarks] = useState('')
  const [error, setError] = useState<string | null>(null)
  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null)
    try {
      await action()
      onNotice(done)
    } catch (e) {
      setError(e instanceof Error ? e.message : t('common.somethingWrong'))
    }
  }
  const canManage = can('events.manage')
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2" data-testid="event-title">
          {event.title}
        </Typography>
        <Typography data-testid="event-status">
          {t('events.status')}: {t(`events.statuses.${event.status as 'draft'}`)}
        </Typography>
        <Typography>
          {eventWhen(event.from, event.to)} · {event.location}
        </Typography>
        <Typography>
          {t('events.centres')}:{' '}
          {event.scopes.map((s) => s.classLabel ?? s.centreLabel ?? t('events.schoolWide')).join(', ')}
        </Typography>
        {event.paymentRequired && (
          <Typography>
            {t('events.childEventFee')}: {dollars(event.childEventFee)} · {t('events.guestEventFee')}:{' '}
            {dollars(event.guestEventFee)}
          </Typography>
        )}
        {event.description && <Typography color="text.secondary">{event.description}</Typography>}
        {error && (
          <Typography color="error" data-testid="event-action-error">
            {error}
          </Typography>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {event.status === 'draft' && can('events.write') && (
            <>
              <Button component={RouterLink} to={eventPaths.edit(event.ID, 0)} data-testid="event-edit">
                {t('events.edit')}
              </Button>
              <Button
                variant="contained"
                loading={submit.isPending}
                onClick={() =>
                  void run(
                    () => submit.mutateAsync({ IDEvent: event.ID }),
                    t('events.submitted', { title: event.title }),
                  )
                }
                data-testid="event-submit"
              >
                {t('events.submit')}
              </Button>
            </>
          )}
          {event.status === 'pending' && can('events.publish') && event.fkSubmitter !== me.ID && (
            <Button
              variant="contained"
              loading={publish.isPending}
              onClick={() =>
                void run(() => publish.mutateAsync({ IDEvent: event.ID }), t('events.published'))
              }
              data-testid="event-publish"
            >
              {t('events.publish')}
            </Button>
          )}
          {(event.status === 'pending' || event.status === 'published') && canManage && (
            <Button component={RouterLink} to={eventPaths.edit(event.ID, 1)} data-testid="event-force-edit">
              {t('events.edit')}
            </Button>
          )}
          {event.status === 'published' && canManage && (
            <Button color="error" onClick={() => setCancelling(true)} data-testid="event-cancel">
              {t('events.cancelEvent')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        confirmation={
          cancelling
            ? {
                title: t('events.cancelTitle'),
                text: t('events.cancelText'),
                confirmLabel: t('events.cancelEvent'),
                destructive: true,
              }
            : null
        }
        busy={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={() =>
          void cancel.mutateAsync({ IDEvent: event.ID, remarks: remarks || null }).then(() => {
            setCancelling(false)
            onNotice(t('events.cancelled'))
          })
        }
        onClose={() => setCancelling(false)}
        testId="event-cancel-confirm"
      >
        <TextField
          label={t('events.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          multiline
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'event-cancel-remarks' } }}
        />
      </ConfirmDialog>
    </Paper>
  )
}
