import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../shell/session/session-context'
import { useSelectedChild } from '../../shell/session/use-selected-child'
import { ChildCard } from './ChildCard'
import { NewEnquiryCard } from './NewEnquiryCard'
import { PageHeading, SectionHeading } from './PageHeading'

/** A parent's dashboard: their children (one selected, kept across visits) and a way to enquire for another. */
export function ParentHome() {
  const { t } = useTranslation()
  const { me } = useSession()
  const [selected, select] = useSelectedChild()
  const children = (me?.childRelations ?? []).map((relation) => relation.child)

  // The first child is selected until the parent picks one (or when the stored one is no longer theirs).
  const firstId = children[0]?.ID
  const storedIsTheirs = children.some((child) => child.ID === selected)
  useEffect(() => {
    if (firstId !== undefined && !storedIsTheirs) select(firstId)
  }, [firstId, storedIsTheirs, select])

  return (
    <Box data-testid="parent-home">
      <PageHeading
        title={t('home.parentTitle', { name: me?.firstname ?? '' })}
        subtitle={t('home.parentSubtitle')}
      />
      <Box component="section" aria-labelledby="children-heading" sx={{ mb: 5 }}>
        <SectionHeading
          id="children-heading"
          title={t('home.children')}
          help={children.length ? t('home.childrenHelp') : undefined}
        />
        {children.length ? (
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
                selected={child.ID === selected}
                onSelect={() => select(child.ID)}
              />
            ))}
          </Box>
        ) : (
          <Card sx={{ p: 3 }} data-testid="no-children">
            <Typography sx={{ color: 'text.secondary' }}>{t('home.noChildren')}</Typography>
          </Card>
        )}
      </Box>
      <NewEnquiryCard />
    </Box>
  )
}
