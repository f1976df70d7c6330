import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import { FilterSelect } from '../../components/list/FilterSelect'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { useListParams } from '../../components/list/use-list-params'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { DraftCard } from './components/DraftCard'
import { TierCard } from './components/TierCard'
import { useCurrentFeeTiers, useFeeDrafts, useFeeReadCentres, useUpcomingFeeTiers } from './hooks'
import { feePaths } from './paths'
import { isLoaded, QueryStatus } from '../../components/query'

const LIST_PARAMS: ListSpec<{ centre: 'id' }> = {
  filters: { centre: 'id' },
  tabs: ['current', 'upcoming', 'drafts'],
}
/**
 * Up to this many centres in reach, the tiers of all of them show at once; beyond, one centre at a time (the first
 * unless one is chosen): a brand's every tier with its fees is about 1 MB and hundreds of cards.
 */
const ALL_CENTRES_UP_TO = 10

/** /feemanagement: current and upcoming tiers, and the fee change requests one at a time (newest first). */
export default function FeeManagementPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const [notice, setNotice] = useNotice()
  const drafts = useFeeDrafts(me.fkSchool, list.page)
  const pending = drafts.data?.findAllFeeDraft.pendingCount ?? 0
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('fees.title')}
        </Typography>
        {can('fees.write') && (
          <AddLinkButton to={feePaths.add} label={t('fees.addTier')} testId="fee-tier-add" />
        )}
      </Stack>
      <Tabs value={list.tab} onChange={(_e, tab: string) => list.set({ tab })} variant="scrollable">
        <Tab value="current" label={t('fees.tabCurrent')} data-testid="fee-tab-current" />
        <Tab value="upcoming" label={t('fees.tabUpcoming')} data-testid="fee-tab-upcoming" />
        <Tab
          value="drafts"
          label={
            pending > 0
              ? `${t('fees.tabDrafts')} (${t('fees.pendingCount', { count: pending })})`
              : t('fees.tabDrafts')
          }
          data-testid="fee-tab-drafts"
        />
      </Tabs>
      {list.tab === 'drafts' ? (
        <Drafts query={drafts} page={list.page} onPage={(page) => list.set({ page })} onNotice={setNotice} />
      ) : (
        <Tiers
          upcoming={list.tab === 'upcoming'}
          centre={list.filters.centre}
          onCentre={(centre) => list.set({ filters: { centre } })}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="fees-notice" />
    </Stack>
  )
}

interface TiersProps {
  upcoming: boolean
  /** The centre chosen in the address; null: the default (all, or the first when there are many). */
  centre: number | null
  onCentre: (centre: number | null) => void
}

function Tiers({ upcoming, centre, onCentre }: TiersProps) {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const centres = useFeeReadCentres()
  const options = (centres.data?.getAccessibleCentresForModule ?? []).map((c) => ({
    value: c.ID,
    label: c.label,
  }))
  const allowAll = options.length <= ALL_CENTRES_UP_TO
  const fkCentre = centre ?? (allowAll ? null : (options[0]?.value ?? null))
  const current = useCurrentFeeTiers(me.fkSchool, fkCentre, centres.isSuccess && !upcoming)
  const later = useUpcomingFeeTiers(me.fkSchool, fkCentre, centres.isSuccess && upcoming)
  const query = upcoming ? later : current
  const tiers = (upcoming ? later.data?.findAllUpcomingFeeTier : current.data?.findAllCurrentFeeTier) ?? []
  return (
    <Stack spacing={2}>
      {options.length > 1 && (
        <FilterSelect
          label={t('fees.centre')}
          value={fkCentre}
          options={options}
          allLabel={allowAll ? t('fees.allCentres') : undefined}
          onChange={onCentre}
          testId="fee-centre-filter"
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
      )}
      {!isLoaded(centres) || !isLoaded(query) ? (
        <QueryStatus query={isLoaded(centres) ? query : centres} />
      ) : tiers.length === 0 ? (
        <Typography>{t('fees.noTiers')}</Typography>
      ) : (
        tiers.map((tier) => <TierCard key={tier.ID} tier={tier} canChange={!upcoming && can('fees.write')} />)
      )}
    </Stack>
  )
}

function Drafts({
  query,
  page,
  onPage,
  onNotice,
}: {
  query: ReturnType<typeof useFeeDrafts>
  page: number
  onPage: (page: number) => void
  onNotice: (text: string) => void
}) {
  const { t } = useTranslation()
  if (!isLoaded(query)) return <QueryStatus query={query} />
  const { totalCount, data } = query.data.findAllFeeDraft
  if (totalCount === 0) return <Typography>{t('fees.noDrafts')}</Typography>
  return (
    <Stack spacing={1}>
      {data.map((draft) => (
        <DraftCard key={draft.ID} draft={draft} onNotice={onNotice} />
      ))}
      <ListPagination
        count={totalCount}
        paging={{ page, perPage: 1, perPageOptions: [1], set: (patch) => patch.page && onPage(patch.page) }}
        testId="fee-drafts-pagination"
      />
    </Stack>
  )
}
