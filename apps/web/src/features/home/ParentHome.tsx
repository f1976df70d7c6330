import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useSession } from '../../shell/session/session-context'
import { useSelectedChild } from '../../shell/session/use-selected-child'
import { parentChildrenQuery } from '../visits-parent/documents'
import { ParentEnquiries } from '../visits-parent/ParentEnquiries'
import { ParentInbox } from '../broadcasts/ParentInbox'
import { WaitlistPositions } from '../waitlist/WaitlistPositions'
import { currentPlacement } from './child-display'
import { ChildTodayCard } from '../attendance/components/ChildTodayCard'
import { KioskPassCard } from '../kiosk/KioskPassCard'
import { ChildCard } from './ChildCard'
import { NewEnquiryCard } from './NewEnquiryCard'
import { PageHeading, SectionHeading } from './PageHeading'
import Button from '@mui/material/Button'
import { Link as RouterLink } from 'react-router'
import { childPaths } from '../classes/paths'
import { LoadError } from '../../components/query'

/**
 * A parent's dashboard: their children (one selected, kept across visits), the selected child's enquiries with
 * their visits, and a way to enquire for another child.
 */
export function ParentHome() {
  const { t } = useTranslation()
  const { me } = useSession()
  const enquiriesHeadingId = useId()
  const waitlistHeadingId = useId()
  const inboxHeadingId = useId()
  const [selected, select] = useSelectedChild()
  const family = useGqlQuery(parentChildrenQuery, {})
  const children = family.data?.findAllChildrenByParent ?? []
  // The class placements come with the signed-in user; the family list is the fresher source of the children.
  const placements = new Map(
    (me?.childRelations ?? []).map((relation) => [relation.child.ID, currentPlacement(relation.child)]),
  )

  // The first child is selected until the parent picks one (or when the stored one is no longer theirs).
  const firstId = children[0]?.ID
  const storedIsTheirs = children.some((child) => child.ID === selected)
  useEffect(() => {
    if (firstId !== undefined && !storedIsTheirs) select(firstId)
  }, [firstId, storedIsTheirs, select])
  const selectedChild = children.find((child) => child.ID === selected)

  return (
    <Box data-testid="parent-home">
      <PageHeading
        title={t('home.parentTitle', { name: me?.firstname ?? '' })}
        subtitle={t('home.parentSubtitle')}
      />
      {me && (
        <Box component="section" aria-labelledby={inboxHeadingId} sx={{ mb: 5 }}>
          <ParentInbox schoolId={me.fkSchool} headingId={inboxHeadingId} />
        </Box>
      )}
      <Box component="section" aria-labelledby="children-heading" sx={{ mb: 5 }}>
        <SectionHeading
          id="children-heading"
          title={t('home.children')}
          help={children.length ? t('home.childrenHelp') : undefined}
        />
        <LoadError query={family} />
        {family.isPending && <Skeleton variant="rounded" height={120} aria-hidden />}
        {children.length > 0 && (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(300px, 1fr))' },
            }}
          >
            {children.map((child) => (
              <ChildCard
                key={child.ID}
                child={child}
                placement={placements.get(child.ID)}
                selected={child.ID === selected}
                onSelect={() => select(child.ID)}
              />
            ))}
          </Box>
        )}
        {selectedChild && (
          <Button
            component={RouterLink}
            to={childPaths.profile(selectedChild.ID)}
            sx={{ mt: 2 }}
            data-testid="child-profile-link"
          >
            {t('home.viewProfile', { name: selectedChild.firstname })}
          </Button>
        )}
        {selectedChild && <ChildTodayCard key={selectedChild.ID} childId={selectedChild.ID} />}
        {children.length > 0 && <KioskPassCard />}
        {family.data && children.length === 0 && (
          <Card sx={{ p: 3 }} data-testid="no-children">
            <Typography sx={{ color: 'text.secondary' }}>{t('home.noChildren')}</Typography>
          </Card>
        )}
      </Box>
      <Box
        component="section"
        aria-labelledby={waitlistHeadingId}
        sx={{ mb: 5, '&:empty': { display: 'none' } }}
      >
        <WaitlistPositions headingId={waitlistHeadingId} />
      </Box>
      {selectedChild && (
        <Box component="section" aria-labelledby={enquiriesHeadingId} sx={{ mb: 5 }}>
          <ParentEnquiries key={selectedChild.ID} child={selectedChild} headingId={enquiriesHeadingId} />
        </Box>
      )}
      <NewEnquiryCard />
    </Box>
  )
}
