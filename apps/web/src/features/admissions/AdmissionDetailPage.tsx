import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { AdmissionStageLabel, type AdmissionStage } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { keyOf, type TextKey } from '../../i18n/text-key'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import { PageTabs } from '../../components/PageTabs'
import { StaffPaymentPanel } from '../payment/StaffPaymentPanel'
import { admissionDetailQuery } from './documents'
import { useAdmissionDetail } from './hooks'
import { formatShortMonth, formatDayAndTime } from '../../lib/format'
import { admissionPaths } from './paths'
import { admissionSourceText } from './text-keys'
import { LoadError } from '../../components/query'

const TABS = ['overview', 'history'] as const
type Tab = (typeof TABS)[number]
const TAB_TEXT = { overview: 'admissions.overview', history: 'admissions.history' } as const satisfies Record<
  Tab,
  TextKey
>

/** /pre-enrolment/{id}/{tab?}: one enquiry for staff: the family, the stage, the visits and the state history. */
export default function AdmissionDetailPage() {
  const { t } = useTranslation()
  const params = useParams()
  const navigate = useNavigate()
  const id = Number(params.id)
  const tab: Tab = TABS.includes(params.tab as Tab) ? (params.tab as Tab) : 'overview'
  const detail = useAdmissionDetail(id)
  const data = detail.data?.admissionByID
  if (detail.error) return <LoadError query={detail} />
  if (!data) return null
  const a = data.admission
  const facts: [string, string][] = [
    [t('admissions.parent'), `${a.firstname} ${a.lastname}`],
    [t('admissions.email'), a.user.email],
    [t('admissions.mobile'), `${a.user.mobilePhoneCountryCode ?? ''} ${a.user.mobilePhone ?? ''}`.trim()],
    [t('admissions.birthCertificate'), a.child.birthCertificate ?? '-'],
    [t('admissions.dateOfBirth'), a.child.dateOfBirth],
    [t('admissions.centre'), a.centre.label],
    [t('admissions.level'), a.level.label],
    [t('admissions.plan'), formatShortMonth(a.enrollmentPlan)],
    [t('admissions.status'), a.admissionStatus.label],
    [t('admissions.pendingSince'), formatDayAndTime(a.pendingRegisterSince)],
    [t('admissions.source'), t(keyOf(admissionSourceText, a.source, 'other'))],
    [t('admissions.createdAt'), formatDayAndTime(a.createdAt)],
  ]
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={admissionPaths.list}>
        {t('admissions.back')}
      </Link>
      <Typography variant="h5" component="h1" data-testid="admission-title">
        {a.childFirstname} {a.childLastname}
        {a.stageCode && ` · ${AdmissionStageLabel[a.stageCode as AdmissionStage]}`}
      </Typography>
      {a.familyBlacklisted && <Alert severity="error">{t('admissions.blacklisted')}</Alert>}
      <PageTabs
        value={tab}
        onChange={(next) => navigate(admissionPaths.detail(id, next))}
        tabs={TABS.map((value) => ({ value, label: t(TAB_TEXT[value]) }))}
        label={t('admissions.title')}
        idPrefix="admission"
      >
        {tab === 'overview' ? (
          <Stack spacing={2} sx={{ pt: 2 }}>
            <Card variant="outlined">
              <CardContent>
                <Stack component="dl" spacing={1} sx={{ m: 0 }}>
                  {facts.map(([label, value]) => (
                    <Stack key={label} direction="row" spacing={2}>
                      <Typography component="dt" sx={{ minWidth: 160, color: 'text.secondary' }}>
                        {label}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0 }}>
                        {value}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
              </CardContent>
            </Card>
            <StaffPaymentPanel
              enquiryId={id}
              stateCode={a.admissionStatus.stateCode}
              invalidates={[admissionDetailQuery]}
            />
            <Typography variant="h6" component="h2">
              {t('admissions.visits')}
            </Typography>
            {data.enquiry.visits.length === 0 ? (
              <Typography>{t('admissions.noVisits')}</Typography>
            ) : (
              <List dense>
                {data.enquiry.visits.map((v) => (
                  <ListItem key={v.ID}>
                    <ListItemText
                      primary={`${v.visitType} · ${v.status}`}
                      secondary={formatDayAndTime(v.visitFrom)}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        ) : (
          <List data-testid="admission-history">
            {data.stateHistory.map((h) => (
              <ListItem key={h.ID} divider>
                <ListItemText
                  primary={`${h.fromState ? `${h.fromState.label} → ` : ''}${h.toState.label}`}
                  secondary={[
                    formatDayAndTime(h.createdAt),
                    h.userName ? t('admissions.by', { name: h.userName }) : t('admissions.system'),
                    h.remarks,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </PageTabs>
    </Stack>
  )
}
