import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { AdmissionStage, AdmissionStageLabel, DEFAULT_PER_PAGE } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { SearchField } from '../../components/list/SearchField'
import { useListParams } from '../../components/list/use-list-params'
import { PageTabs } from '../../components/PageTabs'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useAdmissionColumns } from './admission-columns'
import { useAdmissionFilters, useAdmissionListSearch, useAdmissions } from './hooks'

const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<{ centre: 'id'; q: 'text' }> = {
  filters: { centre: 'id', q: 'text' },
  tabs: AdmissionStage,
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

/** The shortest search the server answers (searchAdmissions): shorter text shows the stages. */
const SEARCH_MIN = 2

/**
 * /pre-enrolment: the admissions of the caller's centres by enrolment stage, each tab with its count; a search
 * (child, parent, email or birth certificate) lists the matching families of every stage instead.
 */
export default function AdmissionListPage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const stage = (list.tab ?? AdmissionStage[0]) as AdmissionStage
  const admissions = useAdmissions(
    me.fkSchool,
    stage,
    { fkCentre: list.filters.centre },
    { page: list.page, perPage: list.perPage },
  )
  const searching = list.filters.q.length >= SEARCH_MIN
  const found = useAdmissionListSearch(list.filters.q, searching)
  const filters = useAdmissionFilters(me.fkSchool)
  const columns = useAdmissionColumns()
  const counts = new Map(admissions.data?.findAllAdmission.stageCounts.map((s) => [s.code, s.count]))
  const tabs = AdmissionStage.map((code) => ({
    value: code,
    label: counts.has(code)
      ? `${AdmissionStageLabel[code]} (${counts.get(code)})`
      : AdmissionStageLabel[code],
  }))

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('admissions.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField
          label={t('admissions.search')}
          value={list.filters.q}
          onSearch={(q) => list.set({ filters: { q }, page: 1 })}
          testId="admissions-search"
          size="small"
          sx={{ width: { xs: '100%', sm: 420 } }}
        />
        <TextField
          select
          size="small"
          label={t('admissions.centre')}
          value={list.filters.centre ?? ''}
          onChange={(e) =>
            list.set({ filters: { centre: e.target.value ? Number(e.target.value) : null }, page: 1 })
          }
          sx={{ width: { xs: '100%', sm: 320 } }}
          disabled={searching}
          slotProps={{ htmlInput: { 'data-testid': 'admissions-centre' } }}
        >
          <MenuItem value="">{t('admissions.allCentres')}</MenuItem>
          {filters.data?.getAdmissionFilters.centres.map((c) => (
            <MenuItem key={c.ID} value={c.ID}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {searching ? (
        <ResponsiveList
          query={found}
          rowsOf={(data) => data.searchAdmissions}
          rowKey={(a) => a.ID}
          columns={columns}
          label={t('admissions.searchResults')}
          emptyText={t('admissions.searchNone')}
          testId="admissions-search-results"
          rowTestId="admission-row"
          exportName="admissions-search"
        />
      ) : (
        <PageTabs
          value={stage}
          onChange={(next) => list.set({ tab: next, page: 1 })}
          tabs={tabs}
          label={t('admissions.stages')}
          idPrefix="admissions"
          scrollable
        >
          <ResponsiveList
            query={admissions}
            rowsOf={(data) => data.findAllAdmission.data}
            rowKey={(a) => a.ID}
            columns={columns}
            label={t('admissions.title')}
            emptyText={t('common.noData')}
            testId="admissions"
            rowTestId="admission-row"
            exportName={`admissions-${stage}`}
            footer={({ findAllAdmission: result }) => (
              <ListPagination
                count={result.totalCount}
                paging={list}
                perPageLabel={t('admissions.perPage')}
                testId="admissions-pagination"
              />
            )}
          />
        </PageTabs>
      )}
    </Stack>
  )
}
