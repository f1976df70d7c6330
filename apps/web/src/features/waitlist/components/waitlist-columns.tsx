import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import Link from '@mui/material/Link'
import type { Column } from '../../../components/list/ResponsiveList'
import type { WaitListRow } from '../documents'
import { formatDate, formatMonth } from '../../../lib/format'
import { waitlistPaths } from '../paths'

const childName = (r: WaitListRow) => `${r.childFirstname} ${r.childLastname}`
const tagsText = (r: WaitListRow) => r.waitlistTags.map((t) => `${t.description} (${t.weight})`).join(', ')

/** The waitlist's columns, in queue order: who, where, and why the family stands there. */
export function useWaitlistColumns(): Column<WaitListRow>[] {
  const { t } = useTranslation()
  return [
    {
      key: 'position',
      header: t('waitlist.position'),
      cell: (r) => <span data-testid={`waitlist-position-${r.ID}`}>{r.queuePosition}</span>,
      nowrap: true,
      exportValue: (r) => r.queuePosition,
    },
    {
      key: 'child',
      header: t('waitlist.child'),
      cell: (r) => (
        <Link component={RouterLink} to={waitlistPaths.detail(r.ID)} data-testid={`waitlist-open-${r.ID}`}>
          {childName(r)}
        </Link>
      ),
      card: 'title',
      strong: true,
      exportValue: childName,
    },
    {
      key: 'parent',
      header: t('waitlist.parent'),
      cell: (r) => `${r.firstname} ${r.lastname}`,
      exportValue: (r) => `${r.firstname} ${r.lastname}`,
    },
    {
      key: 'centre',
      header: t('waitlist.centre'),
      cell: (r) => `${r.centre.label} · ${r.level.label}`,
      exportValue: (r) => `${r.centre.label} · ${r.level.label}`,
    },
    {
      key: 'tags',
      header: t('waitlist.tags'),
      cell: (r) => (
        <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} data-testid={`waitlist-tags-${r.ID}`}>
          {r.waitlistTags.map((tag) => (
            <Chip key={tag.ID} size="small" label={`${tag.description} (${tag.weight})`} />
          ))}
        </Stack>
      ),
      exportValue: tagsText,
    },
    {
      key: 'why',
      header: t('waitlist.why'),
      cell: (r) => (
        <span data-testid={`waitlist-why-${r.ID}`}>
          {t('waitlist.whyText', {
            weight: r.queueWeight,
            month: formatMonth(r.enrollmentPlan),
            date: formatDate(r.createdAt),
          })}
        </span>
      ),
      exportValue: (r) => `${r.queueWeight}; ${r.enrollmentPlan}; ${r.createdAt.slice(0, 10)}`,
    },
    {
      key: 'status',
      header: t('waitlist.lastChange'),
      cell: (r) => r.stateHistory[0]?.toState.label ?? r.admissionStatus.label,
      card: 'badge',
      exportValue: (r) => r.admissionStatus.label,
    },
  ]
}
