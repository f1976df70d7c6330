import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { DEFAULT_PER_PAGE, EVENT_CATEGORIES, type EventCategory } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Link from '@mui/material/Link'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { ListPagination } from '../../components/list/ListPagination'
import { type Column, ResponsiveList } from '../../components/list/ResponsiveList'
import { useStaffSession } from '../../shell/session/use-staff-session'
import type { EventDetails } from './documents'
import { dollars, eventWhen } from './format'
import { useEventCategory } from './hooks'
import { eventPaths } from './paths'

const PAGE_SIZES = [10, DEFAULT_PER_PAGE, 100]
const isCategory = (type: string | undefined): type is EventCategory =>
  (EVENT_CATEGORIES as readonly string[]).includes(type ?? '')

function useColumns(): Column<EventDetails>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'title',
      header: t('events.eventTitle'),
      cell: (e) => (
        <Link component={RouterLink} to={eventPaths.details(e.ID)} data-testid={`event-open-${e.ID}`}>
          {e.title}
        </Link>
      ),
      card: 'title',
      exportValue: (e) => e.title,
    },
    {
      key: 'when',
      header: t('events.when'),
      cell: (e) => eventWhen(e.from, e.to),
      exportValue: (e) => eventWhen(e.from, e.to),
    },
    {
      key: 'location',
      header: t('events.location'),
      cell: (e) => e.location,
      exportValue: (e) => e.location,
    },
    {
      key: 'centres',
      header: t('events.centres'),
      cell: (e) => e.scopes.map((s) => s.classLabel ?? s.centreLabel ?? t('events.schoolWide')).join(', '),
    },
    {
      key: 'fee',
      header: t('events.fee'),
      cell: (e) => (e.paymentRequired ? dollars(e.childEventFee) : t('events.free')),
    },
    {
      key: 'status',
      header: t('events.status'),
      cell: (e) => t(`events.statuses.${e.status as 'draft'}`),
      card: 'badge',
    },
    { key: 'attending', header: t('events.attending'), cell: (e) => e.attendingCount, align: 'right' },
  ]
}

/** /eventmanagement and /eventmanagement/{type}: the events in reach by category (upcoming first shown). */
export default function EventListPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const { type } = useParams()
  const navigate = useNavigate()
  const category: EventCategory = isCategory(type) ? type : 'upcoming'
  const [paging, setPaging] = useState({ page: 1, perPage: DEFAULT_PER_PAGE })
  const { query, page } = useEventCategory(me.fkSchool, category, paging)
  const list = {
    isPending: query.isPending,
    error: query.error,
    data: page ?? undefined,
    refetch: query.refetch,
  }
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('events.title')}
        </Typography>
        {can('events.write') && (
          <AddLinkButton to={eventPaths.create} label={t('events.create')} testId="event-create" />
        )}
      </Stack>
      <Tabs
        value={category}
        onChange={(_e, next: EventCategory) => {
          setPaging((p) => ({ ...p, page: 1 }))
          void navigate(eventPaths.category(next))
        }}
        variant="scrollable"
      >
        {EVENT_CATEGORIES.map((c) => (
          <Tab key={c} value={c} label={t(`events.tabs.${c}`)} data-testid={`event-tab-${c}`} />
        ))}
      </Tabs>
      <ResponsiveList
        query={list}
        rowsOf={(data) => data.data}
        rowKey={(e) => e.ID}
        columns={useColumns()}
        label={t(`events.tabs.${category}`)}
        emptyText={t('events.empty')}
        testId="events"
        exportName={`events-${category}`}
        footer={(data) => (
          <ListPagination
            count={data.totalCount}
            paging={{
              ...paging,
              perPageOptions: PAGE_SIZES,
              set: (next) => setPaging((p) => ({ ...p, ...next })),
            }}
            testId="events-pagination"
          />
        )}
      />
    </Stack>
  )
}
