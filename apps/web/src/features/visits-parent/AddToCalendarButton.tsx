import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded'
import Button from '@mui/material/Button'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { requestOrThrow } from '../../lib/request'
import { visitCalendarFileQuery, type ParentVisit } from './documents'
import { calendarFileName } from './enquiry-actions'

/** Saves the visit as an .ics file for the parent's own calendar app. */
export function AddToCalendarButton({
  visit,
  onError,
}: {
  visit: ParentVisit
  onError: (message: string) => void
}) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const data = await requestOrThrow(visitCalendarFileQuery, { IDVisit: visit.ID })
      const blob = new Blob([data.getVisitCalendarFile], { type: 'text/calendar;charset=utf-8' })
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      link.download = calendarFileName(visit)
      document.body.append(link)
      link.click()
      link.remove()
      // The click has handed the file to the browser; the address is no longer needed.
      setTimeout(() => URL.revokeObjectURL(url), 0)
    } catch (error) {
      onError(error instanceof Error ? error.message : t('common.somethingWrong'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button
      size="small"
      startIcon={<EventAvailableRounded />}
      onClick={() => void download()}
      loading={busy}
      data-testid={`visit-calendar-${visit.ID}`}
    >
      {t('parentEnquiries.addToCalendar')}
    </Button>
  )
}
