import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { addDays, singaporeToday } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { ListContent } from '../../../components/list/ListContent'
import type { Availability } from '../documents'
import { formatLongDate } from '../format'
import { useAddAvailability, useAvailabilities, useCancelAvailability } from '../hooks'
import { AvailabilityForm } from './AvailabilityForm'
import { VisitCard } from './VisitCard'
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
              <VisitCard
                key={availability.ID}
                visitType={availability.visitType}
                faded={!availability.active}
                testId={`availability-${availability.ID}`}
                title={t(keyOf(visitTypeText, availability.visitType, 'centre_visit'))}
                chips={
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
                }
                actions={
                  canWrite &&
                  availability.active && (
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
                  )
                }
              >
                <Typography variant="body2">{summary(availability)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('calendar.availability.slots', {
                    minutes: availability.slotMinutes,
                    families: availability.familiesPerSlot,
                  })}
                  {' · '}
                  {t('calendar.availability.booked', { count: availability.visits.length })}
                </Typography>
              </VisitCard>
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
