import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { PublicLinks } from '../../components/PublicLinks'
import { isLoaded, QueryStatus } from '../../components/query'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useSchoolBranding } from '../../shell/theme/branding-context'
import type { OfferedCentre } from '../enquiry/location/documents'
import { schoolIntroductionQuery, type SchoolIntroduction } from './info-documents'
import { publicPaths } from './paths'
import { EnquireCall, PublicSection, StoredHtml } from './PublicSection'
import { usePageMeta } from './use-page-meta'

// The enquiry form's map (Leaflet and its CSS), in its own chunk, loaded once the page has its centres.
const CentreMap = lazy(() => import('../enquiry/location/CentreMap'))

/** /intro (spec 000 section 2): the school's introduction and programmes as HQ wrote them, its centres on a map. */
export default function IntroPage() {
  const { t } = useTranslation()
  usePageMeta(t('publicInfo.introTitle'), t('publicInfo.introMeta'), publicPaths.intro)
  const { schoolId, name } = useSchoolBranding()
  const query = useGqlQuery(schoolIntroductionQuery, { IDSchool: schoolId })
  return (
    <Stack spacing={2} sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {name || t('publicInfo.introTitle')}
      </Typography>
      {isLoaded(query) ? (
        <Introduction page={query.data.getSchoolIntroduction} />
      ) : (
        <QueryStatus query={query} />
      )}
      <EnquireCall />
      <PublicLinks />
    </Stack>
  )
}

function Introduction({ page }: { page: SchoolIntroduction }) {
  const { t } = useTranslation()
  const centres = useMemo(
    (): OfferedCentre[] => page.centres.map((c) => ({ ...c, distance: null, vacancyAvailable: false })),
    [page.centres],
  )
  return (
    <>
      {page.introduction ? (
        <StoredHtml html={page.introduction} testId="intro-text" />
      ) : (
        <Typography color="text.secondary">{t('publicInfo.introEmpty')}</Typography>
      )}
      {page.programmes.length > 0 && (
        <PublicSection title={t('publicInfo.programmes')} testId="intro-programmes">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {page.programmes.map((p, i) => (
              <Paper
                key={i}
                variant="outlined"
                sx={{ overflow: 'hidden' }}
                data-testid={`intro-programme-${i}`}
              >
                {p.imageUrl && (
                  <Box
                    component="img"
                    src={p.imageUrl}
                    alt={t('publicInfo.programmeImage', { title: p.title })}
                    loading="lazy"
                    sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' }}
                  />
                )}
                <Box sx={{ p: 1.5 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {p.title}
                  </Typography>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {p.description}
                  </Typography>
                </Box>
              </Paper>
            ))}
          </Box>
        </PublicSection>
      )}
      {centres.length > 0 && (
        <PublicSection title={t('publicInfo.centres')} testId="intro-centres">
          <Suspense fallback={<Typography role="status">{t('publicInfo.mapLoading')}</Typography>}>
            <CentreMap
              centres={centres}
              selected={[]}
              colours={[]}
              ticked={null}
              postalCode={null}
              label={t('publicInfo.centresMap')}
            />
          </Suspense>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
            {page.centres.map((c) => (
              <li key={c.ID} data-testid={`intro-centre-${c.ID}`}>
                <Typography sx={{ fontWeight: 700 }}>{c.label}</Typography>
                {c.addresses.map((a) => (
                  <Typography key={a.ID} variant="body2" color="text.secondary">
                    {a.address}, Singapore {a.postcode}
                  </Typography>
                ))}
              </li>
            ))}
          </Stack>
        </PublicSection>
      )}
    </>
  )
}
