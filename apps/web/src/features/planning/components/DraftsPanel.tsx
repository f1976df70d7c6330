import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { CapacityDraftStatus, CapacityDraftStatusText, DEFAULT_PER_PAGE } from '@preschool/domain'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { FilterSelect } from '../../../components/list/FilterSelect'
import { ListPagination } from '../../../components/list/ListPagination'
import { ResponsiveList } from '../../../components/list/ResponsiveList'
import type { ListSpec } from '../../../components/list/list-params'
import { useListParams } from '../../../components/list/use-list-params'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { rowPermits } from '../../../shell/session/row-permits'
import type { CapacityDraftRow } from '../documents'
import { useDrafts } from '../hooks'
import { type DraftMode, DraftDialog } from './DraftDialog'
import { useDraftColumns } from './draft-columns'

const PAGE_SIZES = [10, 25, DEFAULT_PER_PAGE]
const LIST_PARAMS: ListSpec<{ status: 'choice' }> = {
  filters: { status: 'choice' },
  perPage: { options: PAGE_SIZES, initial: 10 },
}

/**
 * The centre's capacity change requests, newest first. A pending request shows Review to the approvers of the
 * centre (not its requester), View and Recall to the others (spec 000 s.4); the server says which (the row's
 * permitted actions: planning.decide, planning.recall).
 */
export function DraftsPanel({ centreId, onDone }: { centreId: number; onDone: (message: string) => void }) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const drafts = useDrafts(
    me.fkSchool,
    { fkCentre: centreId, ...(list.query.status ? { status: list.query.status } : {}) },
    { page: list.page, perPage: list.perPage },
  )
  const [open, setOpen] = useState<{ draft: CapacityDraftRow; mode: DraftMode } | null>(null)
  useLinkedRequest(drafts.data?.capacityDraftsByFkSchool.data, setOpen)
  return (
    <Stack spacing={2} sx={{ pt: 2 }}>
      <FilterSelect
        label={t('planning.requestStatus')}
        value={list.filters.status ?? null}
        options={CapacityDraftStatus.map((s) => ({ value: s, label: CapacityDraftStatusText[s] }))}
        allLabel={t('planning.allStatuses')}
        onChange={(status) => list.set({ filters: { status } })}
        testId="planning-draft-filter"
        sx={{ width: { xs: '100%', sm: 240 } }}
      />
      <ResponsiveList
        query={drafts}
        rowsOf={(data) => data.capacityDraftsByFkSchool.data}
        rowKey={(d) => d.ID}
        columns={useDraftColumns()}
        label={t('planning.requests')}
        emptyText={t('common.noData')}
        testId="planning-drafts"
        rowTestId="planning-draft-row"
        rowActions={(d) => (
          <Stack direction="row" spacing={1}>
            {rowPermits(d, 'planning.decide') ? (
              <Button
                size="small"
                variant="contained"
                onClick={() => setOpen({ draft: d, mode: 'review' })}
                data-testid={`planning-draft-review-${d.ID}`}
              >
                {t('planning.review')}
              </Button>
            ) : (
              <Button
                size="small"
                onClick={() => setOpen({ draft: d, mode: 'view' })}
                data-testid={`planning-draft-view-${d.ID}`}
              >
                {t('planning.view')}
              </Button>
            )}
            {!rowPermits(d, 'planning.decide') && rowPermits(d, 'planning.recall') && (
              <Button
                size="small"
                onClick={() => setOpen({ draft: d, mode: 'recall' })}
                data-testid={`planning-draft-recall-${d.ID}`}
              >
                {t('planning.recall')}
              </Button>
            )}
          </Stack>
        )}
        exportName="capacity-requests"
        footer={(data) => (
          <ListPagination
            count={data.capacityDraftsByFkSchool.totalCount}
            paging={list}
            testId="planning-drafts-pagination"
          />
        )}
      />
      {open && (
        <DraftDialog
          draft={open.draft}
          mode={open.mode}
          onClose={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null)
            onDone(message)
          }}
        />
      )}
    </Stack>
  )
}

/**
 * A notification's link names its request (?request=): open it once the list has it, as Review where the caller may
 * decide it and View otherwise, then drop the parameter so closing the dialog does not open it again.
 */
function useLinkedRequest(
  rows: CapacityDraftRow[] | undefined,
  open: (value: { draft: CapacityDraftRow; mode: DraftMode }) => void,
) {
  const [params, setParams] = useSearchParams()
  const linked = Number(params.get('request'))
  useEffect(() => {
    const draft = rows?.find((row) => row.ID === linked)
    if (!draft) return
    open({ draft, mode: rowPermits(draft, 'planning.decide') ? 'review' : 'view' })
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('request')
        return next
      },
      { replace: true },
    )
  }, [rows, linked, open, setParams])
}
