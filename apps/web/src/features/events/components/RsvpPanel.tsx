import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import Chip from '@mui/material/Chip'
import PersonRemoveRounded from '@mui/icons-material/PersonRemoveRounded'
import { DEFAULT_RSVP_FILTER, RSVP_STATUSES, type RsvpStatus, singaporeDate } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { type Column, ResponsiveList } from '../../../components/list/ResponsiveList'
import { downloadBlob, downloadXlsx } from '../../../lib/export'
import { exportColumns } from '../../../components/list/ExportButtons'
import { requestOrThrow } from '../../../lib/request'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { type EventDetails, exportRsvpQuery, type RsvpChild } from '../documents'
import { useEventRsvps, useRemoveRsvpChild, useRemoveRsvpGuest } from '../hooks'

const consentDay = (r: RsvpChild) => (r.consentAcceptedAt ? singaporeDate(new Date(r.consentAcceptedAt)) : '')

interface Props {
  event: EventDetails
  counts: { status: string; children: number; guests: number }[]
  onNotice: (notice: string) => void
}

/** The RSVPs by status (attending first, spec 002 §9), counts by class and centre, removal and the CSV export. */
export function RsvpPanel({ event, counts, onNotice }: Props) {
  const { t } = useTranslation()
  const { can } = useStaffSession()
  const [status, setStatus] = useState<RsvpStatus>(DEFAULT_RSVP_FILTER)
  const query = useEventRsvps(event.ID, status, { page: 1, perPage: 500 })
  const removeChild = useRemoveRsvpChild()
  const removeGuest = useRemoveRsvpGuest()
  const [removing, setRemoving] = useState<RsvpChild | null>(null)
  const canRemove = can('events.removeRsvp') && status !== 'removed'
  const list = { ...query, data: query.data?.getEventRsvpChildList }

  const exportCsv = async () => {
    const data = await requestOrThrow(exportRsvpQuery, { IDEvent: event.ID, status })
    downloadBlob(
      new Blob(['\uFEFF', data.exportRsvpList], { type: 'text/csv;charset=utf-8' }),
      `rsvp-${event.ID}-${status}.csv`,
    )
  }
  // The workbook holds the list as loaded (up to 500 children), through the lists' shared XLSX export.
  const [exporting, setExporting] = useState(false)
  const exportXlsx = async () => {
    setExporting(true)
    try {
      const rows = query.data?.getEventRsvpChildList.data ?? []
      await downloadXlsx(rows, exportColumns(columns), `rsvp-${event.ID}-${status}`)
    } finally {
      setExporting(false)
    }
  }
  const columns: Column<RsvpChild>[] = [
    {
      key: 'child',
      header: t('events.child'),
      cell: (r) => r.childName,
      card: 'title',
      strong: true,
      exportValue: (r) => r.childName,
    },
    {
      key: 'centre',
      header: t('events.centre'),
      cell: (r) => r.centreLabel,
      exportValue: (r) => r.centreLabel,
    },
    {
      key: 'class',
      header: t('events.class'),
      cell: (r) => r.classLabel ?? '',
      exportValue: (r) => r.classLabel,
    },
    {
      key: 'consent',
      header: t('events.consent'),
      cell: (r) => consentDay(r),
      exportValue: consentDay,
    },
    {
      key: 'guests',
      header: t('events.guests'),
      exportValue: (r) =>
        r.guests.map((g) => [g.name, g.relation, g.mobile].filter(Boolean).join(' / ')).join('; '),
      cell: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
          {r.guests.map((g) => (
            <Chip
              key={g.ID}
              size="small"
              label={[g.name, g.relation].filter(Boolean).join(', ') || '—'}
              onDelete={
                canRemove
                  ? () => void removeGuest.mutateAsync({ IDEvent: event.ID, IDGuest: g.ID })
                  : undefined
              }
              data-testid={`rsvp-guest-${g.ID}`}
            />
          ))}
        </Stack>
      ),
    },
  ]
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {t('events.rsvpList')}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button onClick={() => void exportCsv()} data-testid="rsvp-export">
              {t('events.exportCsv')}
            </Button>
            <Button
              loading={exporting}
              disabled={!query.data}
              onClick={() => void exportXlsx()}
              data-testid="rsvp-export-xlsx"
            >
              {t('common.exportXlsx')}
            </Button>
          </Stack>
        </Stack>
        <Tabs value={status} onChange={(_e, next: RsvpStatus) => setStatus(next)} variant="scrollable">
          {RSVP_STATUSES.map((s) => {
            const count = counts.find((c) => c.status === s)?.children ?? 0
            return (
              <Tab
                key={s}
                value={s}
                label={t('events.statusCount', { status: t(`events.rsvpStatuses.${s}`), count })}
                data-testid={`rsvp-tab-${s}`}
              />
            )
          })}
        </Tabs>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} data-testid="rsvp-class-counts">
          {(query.data?.getRsvpAttendeesClassAndCentreCountByStatus ?? []).map((c) => (
            <Chip
              key={`${c.centreID}-${c.classID}`}
              variant="outlined"
              label={`${c.centreLabel}${c.classLabel ? ` / ${c.classLabel}` : ''}: ${c.children} + ${c.guests}`}
            />
          ))}
        </Stack>
        <ResponsiveList
          query={list}
          rowsOf={(data) => data.data}
          rowKey={(r) => r.ID}
          columns={columns}
          label={t('events.rsvpList')}
          emptyText={t('events.empty')}
          testId="rsvps"
          rowActions={
            canRemove
              ? (r) => (
                  <IconButton
                    aria-label={t('events.removeChild', { name: r.childName })}
                    onClick={() => setRemoving(r)}
                    data-testid={`rsvp-remove-${r.childID}`}
                  >
                    <PersonRemoveRounded />
                  </IconButton>
                )
              : undefined
          }
        />
      </Stack>
      <ConfirmDialog
        confirmation={
          removing
            ? {
                title: t('events.removeChildTitle'),
                text: t('events.removeChildText', { name: removing.childName }),
                confirmLabel: t('events.removed'),
                destructive: true,
              }
            : null
        }
        busy={removeChild.isPending}
        error={removeChild.error?.message}
        onConfirm={() =>
          void removeChild.mutateAsync({ IDEvent: event.ID, IDChild: removing!.childID }).then(() => {
            onNotice(t('events.removeChild', { name: removing!.childName }))
            setRemoving(null)
          })
        }
        onClose={() => setRemoving(null)}
        testId="rsvp-remove-confirm"
      />
    </Paper>
  )
}
