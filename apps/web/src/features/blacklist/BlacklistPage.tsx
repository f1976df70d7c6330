import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { blacklistApproveSchema, blacklistDecisionSchema, DEFAULT_PER_PAGE } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { blacklistTabText, decisionText } from './text-keys'
import { AddLinkButton } from '../../components/list/AddLinkButton'
import type { ListSpec } from '../../components/list/list-params'
import { ListPagination } from '../../components/list/ListPagination'
import { rowPermits } from '../../shell/session/row-permits'
import { ResponsiveList } from '../../components/list/ResponsiveList'
import { useListParams } from '../../components/list/use-list-params'
import { PageTabs } from '../../components/PageTabs'
import { RemarkDialog } from '../../components/form'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { useDraftColumns, useEntryColumns } from './blacklist-columns'
import type { BlacklistDraft, BlacklistEntry } from './documents'
import {
  useApproveBlacklist,
  useBlacklist,
  useBlacklistDrafts,
  useCancelBlacklist,
  useRejectBlacklist,
  useSubmitRemoveBlacklist,
} from './hooks'

const TABS = ['entries', 'requests'] as const
const PAGE_SIZES = [25, DEFAULT_PER_PAGE, 100]
const LIST_PARAMS: ListSpec<Record<string, never>> = {
  filters: {},
  tabs: TABS,
  perPage: { options: PAGE_SIZES, initial: DEFAULT_PER_PAGE },
}

// Rejecting, recalling and asking for removal need a remark; approving takes one optionally (the server's rules).
const requiredRemark = blacklistDecisionSchema.shape.remark
const optionalRemark = blacklistApproveSchema.shape.remark

type Decision = { draft: BlacklistDraft; action: 'approve' | 'reject' | 'cancel' }

/** /specialmanagement: the blacklisted families and the requests to add or remove one, decided by another approver. */
export default function BlacklistPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const list = useListParams(LIST_PARAMS)
  const tab = (list.tab ?? 'entries') as (typeof TABS)[number]
  const paging = { page: list.page, perPage: list.perPage }
  const entries = useBlacklist(me.fkSchool, paging)
  const drafts = useBlacklistDrafts(me.fkSchool, paging)
  const [removal, setRemoval] = useState<BlacklistEntry | null>(null)
  const [decision, setDecision] = useState<Decision | null>(null)
  const submitRemove = useSubmitRemoveBlacklist()
  const approve = useApproveBlacklist()
  const reject = useRejectBlacklist()
  const cancel = useCancelBlacklist()
  const entryColumns = useEntryColumns()
  const draftColumns = useDraftColumns()
  const canRequest = can('blacklist.request')
  const pager = (count: number) => (
    <ListPagination
      count={count}
      paging={list}
      perPageLabel={t('blacklist.perPage')}
      testId="blacklist-pagination"
    />
  )
  const decide = (remark: string | null) => {
    if (!decision) return Promise.resolve()
    const IDBlacklistDraft = decision.draft.ID
    if (decision.action === 'approve') return approve.mutateAsync({ IDBlacklistDraft, remark })
    if (decision.action === 'reject') return reject.mutateAsync({ IDBlacklistDraft, remark: remark ?? '' })
    return cancel.mutateAsync({ IDBlacklistDraft, remark: remark ?? '' })
  }
  const draftActions = (d: BlacklistDraft) =>
    d.status === 'pending' && (
      <Stack direction="row" spacing={1}>
        {rowPermits(d, 'blacklist.decide') && (
          <>
            <Button
              size="small"
              onClick={() => setDecision({ draft: d, action: 'approve' })}
              data-testid={`blacklist-approve-${d.ID}`}
            >
              {t('blacklist.approve')}
            </Button>
            <Button
              size="small"
              color="error"
              onClick={() => setDecision({ draft: d, action: 'reject' })}
              data-testid={`blacklist-reject-${d.ID}`}
            >
              {t('blacklist.reject')}
            </Button>
          </>
        )}
        {/* Only the request's maker recalls it (the server refuses anyone else). */}
        {d.user.ID === me.ID && (
          <Button
            size="small"
            onClick={() => setDecision({ draft: d, action: 'cancel' })}
            data-testid={`blacklist-cancel-${d.ID}`}
          >
            {t('blacklist.cancel')}
          </Button>
        )}
      </Stack>
    )

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {t('blacklist.title')}
        </Typography>
        {canRequest && (
          <AddLinkButton
            to="/specialmanagement/addtospecialhandling"
            label={t('blacklist.add')}
            testId="blacklist-add"
          />
        )}
      </Stack>
      <PageTabs
        value={tab}
        onChange={(next) => list.set({ tab: next, page: 1 })}
        tabs={TABS.map((value) => ({ value, label: t(blacklistTabText[value]) }))}
        label={t('blacklist.title')}
        idPrefix="blacklist"
      >
        {tab === 'entries' ? (
          <ResponsiveList
            query={entries}
            rowsOf={(d) => d.getBlackListData.data}
            rowKey={(e) => e.ID}
            columns={entryColumns}
            label={t('blacklist.entries')}
            emptyText={t('common.noData')}
            testId="blacklist-entries"
            rowTestId="blacklist-entry-row"
            rowActions={
              canRequest
                ? (e) => (
                    <Button
                      size="small"
                      onClick={() => setRemoval(e)}
                      data-testid={`blacklist-remove-${e.ID}`}
                    >
                      {t('blacklist.requestRemoval')}
                    </Button>
                  )
                : undefined
            }
            exportName="blacklist"
            footer={(d) => pager(d.getBlackListData.totalCount)}
          />
        ) : (
          <ResponsiveList
            query={drafts}
            rowsOf={(d) => d.blacklistDraftsByFkSchool.data}
            rowKey={(d) => d.ID}
            columns={draftColumns}
            label={t('blacklist.requests')}
            emptyText={t('common.noData')}
            testId="blacklist-drafts"
            rowTestId="blacklist-draft-row"
            rowActions={draftActions}
            exportName="blacklist-requests"
            footer={(d) => pager(d.blacklistDraftsByFkSchool.totalCount)}
          />
        )}
      </PageTabs>
      <RemarkDialog
        open={removal !== null}
        title={t('blacklist.requestRemoval')}
        label={t('blacklist.remark')}
        confirmLabel={t('blacklist.submit')}
        schema={requiredRemark}
        required
        testId="blacklist-removal"
        onSubmit={(remark) => submitRemove.mutateAsync({ IDBlacklist: removal!.ID, remark: remark ?? '' })}
        onClose={() => setRemoval(null)}
      />
      <RemarkDialog
        open={decision !== null}
        title={
          decision
            ? t('blacklist.decisionTitle', {
                action: t(decisionText[decision.action]),
                child: `${decision.draft.items[0].child.firstname ?? ''} ${decision.draft.items[0].child.lastname ?? ''}`,
              })
            : ''
        }
        confirmLabel={decision ? t(decisionText[decision.action]) : ''}
        label={decision?.action === 'approve' ? t('blacklist.remarkOptional') : t('blacklist.remark')}
        schema={decision?.action === 'approve' ? optionalRemark : requiredRemark}
        required={decision?.action !== 'approve'}
        destructive={decision?.action === 'reject'}
        testId="blacklist-decision"
        onSubmit={decide}
        onClose={() => setDecision(null)}
      />
    </Stack>
  )
}
