import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { CENTRE_SEARCH_RADIUS_KM, Debounce, singaporeToday } from '@preschool/domain'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useDebouncedValue } from '../../lib/use-debounced-value'
import { useSchoolBranding } from '../../shell/theme/branding-context'
import { useEnquirySettings } from '../enquiry/hooks'
import { PlaceSearchField } from '../enquiry/location/PlaceSearchField'
import { useRadiusSearch } from '../enquiry/location/use-radius-search'
import { publicLevelsQuery } from './documents'
import { OutlookCard } from './OutlookCard'
import { PublicLinks } from '../../components/PublicLinks'
import { incomeCents } from './income'
import { publicPaths } from './paths'
import { useOutlooks } from './use-outlooks'
import { usePageMeta } from './use-page-meta'

/**
 * /parentsearch (spec 000 section 2): centres near a postal code or a place (the enquiry form's radius search),
 * filtered by level, programme, start month and vacancy, each with its distance, address, levels, the waiting
 * time the waitlist reckons for a family joining now, and the fee after the subsidy estimate; each leads to the
 * enquiry form with the centre ticked.
 */
export default function ParentSearchPage() {
  const { t } = useTranslation()
  usePageMeta(t('public.searchTitle'), t('public.searchMeta'), publicPaths.search)
  const { schoolId } = useSchoolBranding()
  const today = useMemo(() => singaporeToday(), [])
  const { months } = useEnquirySettings(schoolId, today)
  const levels = useGqlQuery(publicLevelsQuery, { IDSchool: schoolId }).data?.getLevelsForSchool ?? []
  const [levelId, setLevelId] = useState<number | null>(null)
  const [programId, setProgramId] = useState<number | null>(null)
  const [month, setMonth] = useState<string | null>(null)
  const [vacancyOnly, setVacancyOnly] = useState(false)
  const [citizen, setCitizen] = useState(true)
  const [working, setWorking] = useState(true)
  const [income, setIncome] = useState('')
  const settledIncome = useDebouncedValue(income, Debounce.search)

  const level = levels.find((l) => l.ID === levelId) ?? levels[0] ?? null
  const program = level?.programs.find((p) => p.ID === programId) ?? null
  const chosenMonth = months.find((m) => m.value === month) ?? months[0] ?? null
  const criteria = {
    fkSchool: schoolId,
    enrollmentDate: chosenMonth?.date ?? today,
    level: level?.ID ?? 0,
    program: program?.ID ?? null,
    nationality: null,
  }
  const { field, search, centres } = useRadiusSearch(criteria)
  const shown = vacancyOnly ? centres.filter((c) => c.vacancyAvailable) : centres
  const outlooks = useOutlooks(
    {
      fkSchool: schoolId,
      level: criteria.level,
      program: criteria.program,
      enrollmentDate: criteria.enrollmentDate,
      household: { citizen, working, householdIncomeCents: incomeCents(settledIncome) },
    },
    useMemo(() => shown.map((c) => c.ID), [shown]),
  )

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('public.searchTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {t('public.searchIntro')}
      </Typography>
      <Stack spacing={2}>
        <PlaceSearchField {...field} />
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('public.filters')}
          </Typography>
          <Stack spacing={2}>
            <TextField
              select
              label={t('public.level')}
              value={level?.ID ?? ''}
              onChange={(e) => {
                setLevelId(Number(e.target.value))
                setProgramId(null)
              }}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'search-level' } }}
            >
              {levels.map((l) => (
                <option key={l.ID} value={l.ID}>
                  {l.label}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={t('public.programme')}
              value={program?.ID ?? 0}
              onChange={(e) => setProgramId(Number(e.target.value) || null)}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'search-programme' } }}
            >
              <option value={0}>{t('public.anyProgramme')}</option>
              {(level?.programs ?? []).map((p) => (
                <option key={p.ID} value={p.ID}>
                  {p.label}
                </option>
              ))}
            </TextField>
            <TextField
              select
              label={t('public.month')}
              value={chosenMonth?.value ?? ''}
              onChange={(e) => setMonth(e.target.value)}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'search-month' } }}
            >
              {months.map((m) => (
                <option key={m.value} value={m.value}>
                  {m.label}
                </option>
              ))}
            </TextField>
            <FormControlLabel
              control={<Checkbox checked={vacancyOnly} onChange={(e) => setVacancyOnly(e.target.checked)} />}
              label={t('public.vacancyOnly')}
            />
          </Stack>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('public.household')}
          </Typography>
          <Stack spacing={1}>
            <FormControlLabel
              control={<Checkbox checked={citizen} onChange={(e) => setCitizen(e.target.checked)} />}
              label={t('public.citizen')}
            />
            <FormControlLabel
              control={<Checkbox checked={working} onChange={(e) => setWorking(e.target.checked)} />}
              label={t('public.working')}
            />
            <TextField
              label={t('public.income')}
              helperText={t('public.incomeHint')}
              value={income}
              onChange={(e) => setIncome(e.target.value)}
              slotProps={{
                htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': 'search-income' },
              }}
            />
            <Typography variant="body2" color="text.secondary">
              {t('public.estimateNote')}
            </Typography>
          </Stack>
        </Paper>
        <Results
          searched={search !== null}
          loading={search?.isPending ?? false}
          error={search?.error?.message ?? null}
          count={shown.length}
        />
        {chosenMonth &&
          shown.map((centre) => (
            <OutlookCard
              key={centre.ID}
              centre={centre}
              outlook={outlooks.get(centre.ID) ?? null}
              month={chosenMonth.value}
              programId={criteria.program}
            />
          ))}
        <PublicLinks />
      </Stack>
    </Box>
  )
}

function Results(props: { searched: boolean; loading: boolean; error: string | null; count: number }) {
  const { t } = useTranslation()
  if (!props.searched) return <Typography color="text.secondary">{t('public.searchStart')}</Typography>
  if (props.error) return <Alert severity="error">{props.error}</Alert>
  if (props.loading)
    return <CircularProgress size={28} aria-label={t('common.loading')} sx={{ alignSelf: 'center' }} />
  if (props.count === 0)
    return (
      <Typography color="text.secondary" data-testid="search-none">
        {t('public.noCentres', { radius: CENTRE_SEARCH_RADIUS_KM })}
      </Typography>
    )
  return (
    <Typography component="h2" variant="h6" role="status" data-testid="search-count">
      {t('public.found', { count: props.count })}
    </Typography>
  )
}
