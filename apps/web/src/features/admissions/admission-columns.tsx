import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { Column } from '../../components/list/ResponsiveList'
import type { Admission } from './documents'
import { formatShortMonth, formatDayAndTime } from '../../lib/format'
import { admissionPaths } from './paths'
import { StatusChip } from '../../components/StatusChip'
import { keyOf } from '../../i18n/text-key'
import { admissionSourceText } from './text-keys'

const childName = (a: Admission) => `${a.childFirstname} ${a.childLastname}`

/** The admissions list's columns: the child links to the enquiry's page. */
export function useAdmissionColumns(): Column<Admission>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'child',
      header: t('admissions.child'),
      cell: (a) => (
        <>
          <Link
            component={RouterLink}
            to={admissionPaths.detail(a.ID)}
            data-testid={`admission-link-${a.ID}`}
          >
            {childName(a)}
          </Link>
          {a.familyBlacklisted && <StatusChip tone="error" label={t('admissions.blacklisted')} />}
        </>
      ),
      card: 'title',
      strong: true,
      exportValue: childName,
    },
    {
      key: 'parent',
      header: t('admissions.parent'),
      cell: (a) => `${a.firstname} ${a.lastname} · ${a.user.email}`,
      exportValue: (a) => `${a.firstname} ${a.lastname} <${a.user.email}>`,
    },
    {
      key: 'centre',
      header: t('admissions.centre'),
      cell: (a) => a.centre.label,
      exportValue: (a) => a.centre.label,
    },
    {
      key: 'level',
      header: t('admissions.level'),
      cell: (a) => a.level.label,
      exportValue: (a) => a.level.label,
    },
    {
      key: 'plan',
      header: t('admissions.plan'),
      cell: (a) => formatShortMonth(a.enrollmentPlan),
      nowrap: true,
      exportValue: (a) => a.enrollmentPlan,
    },
    {
      key: 'status',
      header: t('admissions.status'),
      cell: (a) => <Chip size="small" label={a.admissionStatus.label} />,
      card: 'badge',
      exportValue: (a) => a.admissionStatus.label,
    },
    {
      key: 'since',
      header: t('admissions.pendingSince'),
      cell: (a) => formatDayAndTime(a.pendingRegisterSince),
      nowrap: true,
      exportValue: (a) => a.pendingRegisterSince,
    },
    {
      key: 'source',
      header: t('admissions.source'),
      cell: (a) => t(keyOf(admissionSourceText, a.source, 'other')),
      exportValue: (a) => a.source,
    },
  ]
}
