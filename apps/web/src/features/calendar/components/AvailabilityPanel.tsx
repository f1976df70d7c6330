import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { addDays, singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { ListContent } from '../../../components/list/ListContent'
import { KIND_COLOURS, visitKind } from '../calendar-events'
import type { Availability } from '../documents'
import { formatLongDate } from '../format'
import { useAddAvailability, useAvailabilities, useCancelAvailability } from '../hooks'
import { AvailabilityForm } from './AvailabilityForm'
import { recurTypeText, visitTypeText, weekdayShortText } from '../text-keys'
import { keyOf } from '../../../i18n/text-key'

interface Props {
  centreId: number
  canWrite: boolean
  onNotice: (message: string) => void
}

/** How far ahead the list looks: two years covers any availability staff can still add (a year at most). */
const LIST_DAYS = 730

/** The centre's availability from today on, the form to add one and the withdrawal of one (write access). */
export function AvailabilityPanel({ centreId, canWrite, onNotice }: Props) {
  const { t } = useTranslation()
  const today = singaporeToday()
  const list = useAvailabilities(centreId, today, addDays(today, LIST_DAYS))
  const add = useAddAvailability()
  const cancel = useCancelAvailability()
  const [toCancel, setToCancel] = useState<Availability | null>(null)
  const summary = useAvailabilitySummary()

  return (
    <Stack spacing={3}>
      {canWrite ? (
        <AvailabilityForm
          onAdd={async (availability) => {
            await add.mutateAsync({ IDCentre: centreId, availability })
            onNotice(t('calendar.availability.added'))
          }}
        />
      ) : (
        <Alert severity="info">{t('calendar.availability.readOnly')}</Alert>
      )}
      <Typography variant="h6" component="h2">
        {t('calendar.availability.listTitle')}
      </Typography>
      <ListContent
        query={list}
        isEmpty={(data) => data.findAllVisitAvailability.length === 0}
        emptyText={t('calendar.availability.empty')}
        testId="availabilities"
      >
        {(data) => (
          <Stack component="ul" spacing={1.5} sx={{ p: { xs: 0, sm: 2 }, m: 0 }}>
            {data.findAllVisitAvailability.map((availability) => (
              <Card
                key={availability.ID}
                component="li"
                variant="outlined"
                sx={{
                  listStyle: 'none',
                  borderLeft: 6,
                  borderLeftColor: KIND_COLOURS[visitKind(availability.visitType)],
                  opacity: availability.active ? 1 : 0.7,
                }}
                data-testid={`availability-${availability.ID}`}
              >
                <CardContent sx={{ pb: 1, '&:last-child': { pb: 2 } }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                  >
                    <Typography variant="subtitle1" component="h3">
                      {t(keyOf(visitTypeText, availability.visitType, 'centre_visit'))}
                    </Typography>
                    <Chip
                      size="small"
                      color={availability.active ? 'success' : 'default'}
                      label={t(
                        availability.active
                          ? 'calendar.availability.active'
                          : 'calendar.availability.withdrawn',
                      )}
                      data-testid={`availability-state-${availability.ID}`}
                    />
                  </Stack>
                  <Typography variant="body2">{summary(availability)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('calendar.availability.slots', {
                      minutes: availability.slotMinutes,
                      families: availability.familiesPerSlot,
                    })}
                    {' · '}
                    {t('calendar.availability.booked', { count: availability.visits.length })}
                  </Typography>
                </CardContent>
                {canWrite && availability.active && (
                  <CardActions sx={{ px: 2, pb: 2 }}>
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      onClick={() => {
                        cancel.reset()
                        setToCancel(availability)
                      }}
                      aria-label={t('calendar.availability.cancelLabel', { summary: summary(availability) })}
                      data-testid={`availability-cancel-${availability.ID}`}
                    >
                      {t('calendar.availability.cancel')}
                    </Button>
                  </CardActions>
                )}
              </Card>
            ))}
          </Stack>
        )}
      </ListContent>
      <ConfirmDialog
        confirmation={
          toCancel && {
            title: t('calendar.availability.cancelTitle'),
            text: t('calendar.availability.cancelText', { summary: summary(toCancel) }),
            confirmLabel: t('calendar.availability.cancel'),
            destructive: true,
          }
        }
        busy={cancel.isPending}
        error={cancel.error?.message}
        onConfirm={() => {
          if (!toCancel) return
          cancel.mutate(
            { IDAvailability: toCancel.ID },
            {
              onSuccess: () => {
                setToCancel(null)
                onNotice(t('calendar.availability.cancelled'))
              },
            },
          )
        }}
        onClose={() => setToCancel(null)}
        testId="availability-cancel"
        confirmTestId="availability-cancel-confirm"
      />
    </Stack>
  )
}

/** 'Mon, 30 Nov 2026 – Thu, 31 Dec 2026, 09:00 – 12:00, Weekly on Mon, Wed'. */
function useAvailabilitySummary() {
  const { t } = useTranslation()
  return (a: Pick<Availability, 'start' | 'end' | 'from' | 'to' | 'recurType' | 'recurOnDays'>) => {
    const dates =
      a.start === a.end ? formatLongDate(a.start) : `${formatLongDate(a.start)} – ${formatLongDate(a.end)}`
    const days =
      a.recurType === 'weekly' && a.recurOnDays.length
        ? ` ${[...a.recurOnDays]
            .sort((x, y) => ((x + 6) % 7) - ((y + 6) % 7))
            .map((d) => t(weekdayShortText[d]))
            .join(', ')}`
        : ''
    return `${dates}, ${a.from} – ${a.to}, ${t(keyOf(recurTypeText, a.recurType, 'none'))}${days}`
  }
}
