import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { type AdmissionStage, AdmissionStageLabel } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useStaffSession } from '../../shell/session/use-staff-session'
import {
  admissionStageCountsQuery,
  pendingBlacklistRequestCountQuery,
  pendingCapacityRequestCountQuery,
  pendingDocumentCountQuery,
} from './documents'

/** The stages a principal follows day to day; cancelled and blacklisted enquiries wait for nobody. */
const FOLLOWED_STAGES: readonly AdmissionStage[] = [
  'pre_registration',
  'pending_registration',
  'waiting_list',
  'document',
  'payment',
  'enrolled',
]

interface Figure {
  key: string
  label: string
  count: number | undefined
  to: string
}

/**
 * What waits for the principal or HQ, as figures that open their list: admissions by stage, documents to verify,
 * capacity and blacklist requests to decide. Each figure is asked only of staff who may open its list, so nobody
 * sees a count of what they cannot act on.
 */
export function WorkWaiting() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const school = { IDSchool: me.fkSchool }
  const stages = useGqlQuery(admissionStageCountsQuery, school, { enabled: can('admissions.list') })
  const documents = useGqlQuery(pendingDocumentCountQuery, {}, { enabled: can('documents.queue') })
  const capacity = useGqlQuery(pendingCapacityRequestCountQuery, school, { enabled: can('planning.drafts') })
  const blacklist = useGqlQuery(pendingBlacklistRequestCountQuery, school, { enabled: can('blacklist.read') })

  const figures: Figure[] = []
  if (can('admissions.list')) {
    const counts = stages.data?.findAllAdmission.stageCounts ?? []
    for (const code of FOLLOWED_STAGES) {
      const stage = counts.find((s) => s.code === code)
      figures.push({
        key: `stage-${code}`,
        label: stage?.label ?? AdmissionStageLabel[code],
        count: stages.data ? (stage?.count ?? 0) : undefined,
        to: `/pre-enrolment?tab=${code}`,
      })
    }
  }
  if (can('documents.queue'))
    figures.push({
      key: 'documents',
      label: t('home.documentsToVerify'),
      count: documents.data?.findAllPendingDocument.totalCount,
      to: '/documentreview',
    })
  if (can('planning.drafts'))
    figures.push({
      key: 'capacity',
      label: t('home.capacityRequests'),
      count: capacity.data?.capacityDraftsByFkSchool.totalCount,
      to: '/enrollmentplanning?tab=requests&status=pending',
    })
  if (can('blacklist.read'))
    figures.push({
      key: 'blacklist',
      label: t('home.blacklistRequests'),
      count: blacklist.data?.blacklistDraftsByFkSchool.totalCount,
      to: '/specialmanagement?tab=requests',
    })
  if (figures.length === 0) return null
  return (
    <Box
      component="ul"
      aria-label={t('home.waiting')}
      data-testid="work-waiting"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(auto-fill, minmax(170px, 1fr))' },
      }}
    >
      {figures.map((figure) => (
        <li key={figure.key}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={figure.to}
              sx={{ p: 2, height: '100%' }}
              data-testid={`work-waiting-${figure.key}`}
            >
              {figure.count === undefined ? (
                <Skeleton width={40} height={40} aria-hidden />
              ) : (
                <Typography variant="h4" component="span" sx={{ display: 'block' }}>
                  {figure.count}
                </Typography>
              )}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {figure.label}
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  )
}
