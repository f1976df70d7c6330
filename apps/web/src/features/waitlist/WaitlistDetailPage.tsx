import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { TextKey } from '../../i18n/text-key'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { PageTabs } from '../../components/PageTabs'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { EnquiryTags } from './components/EnquiryTags'
import { NotesPanel } from './components/NotesPanel'
import { OfferPanel } from './components/OfferPanel'
import { WaitlistMark } from './components/WaitlistMark'
import type { WaitListEnquiry } from './documents'
import { formatDate, formatMonth } from '../../lib/format'
import { useWaitListEnquiry } from './hooks'
import { waitlistPaths } from './paths'
import { LoadError } from '../../components/query'

const TABS = ['details', 'notes', 'history'] as const
type Tab = (typeof TABS)[number]
const TAB_TEXT = {
  details: 'waitlist.details',
  notes: 'waitlist.notes',
  history: 'waitlist.history',
} as const satisfies Record<Tab, TextKey>

/** /waitlistmanagement/{id}/{tab?}: one family's enquiry, its place and why, its tags, its offer, notes and history. */
export default function WaitlistDetailPage() {
  const { t } = useTranslation()
  const { can } = useStaffSession()
  const params = useParams()
  const navigate = useNavigate()
  const id = Number(params.id)
  const tab: Tab = TABS.find((x) => x === params.tab) ?? 'details'
  const query = useWaitListEnquiry(id)
  const enquiry = query.data?.getWaitListEnquiry
  const canWrite = can('waitlist.write')
  return (
    <Stack spacing={2}>
      <Button component={RouterLink} to={waitlistPaths.list} sx={{ alignSelf: 'flex-start' }}>
        {t('waitlist.backToList')}
      </Button>
      <LoadError query={query} />
      {query.isPending && <Skeleton variant="rounded" height={160} />}
      {enquiry && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" data-testid="waitlist-detail-title">
              {enquiry.childFirstname} {enquiry.childLastname}
            </Typography>
            <Chip label={enquiry.admissionStatus.label} data-testid="waitlist-detail-status" />
          </Stack>
          <PageTabs
            value={tab}
            onChange={(next) => navigate(waitlistPaths.detail(id, next), { replace: true })}
            tabs={TABS.map((value) => ({ value, label: t(TAB_TEXT[value]) }))}
            label={t('waitlist.title')}
            idPrefix="waitlist-detail"
          >
            {tab === 'details' && <Details enquiry={enquiry} canWrite={canWrite} />}
            {tab === 'notes' && <NotesPanel enquiryId={id} canWrite={canWrite} />}
            {tab === 'history' && <History enquiry={enquiry} />}
          </PageTabs>
        </>
      )}
    </Stack>
  )
}

function Details({ enquiry, canWrite }: { enquiry: WaitListEnquiry; canWrite: boolean }) {
  const { t } = useTranslation()
  const rows: [string, string, string][] = [
    ['parent', t('waitlist.parent'), `${enquiry.firstname} ${enquiry.lastname}`],
    ['email', t('waitlist.email'), enquiry.email],
    ['phone', t('waitlist.phone'), enquiry.mobilePhone ?? ''],
    ['centre', t('waitlist.centre'), `${enquiry.centre.label} · ${enquiry.level.label}`],
    ['month', t('waitlist.month'), formatMonth(enquiry.enrollmentPlan)],
    ['enquired', t('waitlist.enquired'), formatDate(enquiry.createdAt)],
    ['position', t('waitlist.position'), enquiry.queuePosition ? String(enquiry.queuePosition) : '—'],
    [
      'why',
      t('waitlist.why'),
      t('waitlist.whyText', {
        weight: enquiry.queueWeight,
        month: formatMonth(enquiry.enrollmentPlan),
        date: formatDate(enquiry.createdAt),
      }),
    ],
  ]
  return (
    <Stack spacing={3}>
      <Paper sx={{ p: 2 }}>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {rows.map(([key, label, value]) => (
            <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
              <Typography component="dt" sx={{ color: 'text.secondary', minWidth: 140 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid={`waitlist-detail-${key}`}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <WaitlistMark enquiry={enquiry} canWrite={canWrite} />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <EnquiryTags enquiry={enquiry} canWrite={canWrite} />
      </Paper>
      <Paper sx={{ p: 2 }}>
        <OfferPanel enquiry={enquiry} canWrite={canWrite} />
      </Paper>
    </Stack>
  )
}

function History({ enquiry }: { enquiry: WaitListEnquiry }) {
  return (
    <List data-testid="waitlist-history">
      {enquiry.stateHistory.map((change) => (
        <ListItem key={change.ID} divider>
          <ListItemText
            primary={change.toState.label}
            secondary={[formatDate(change.createdAt), change.action, change.remarks]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  )
}
