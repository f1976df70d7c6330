import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../components/ConfirmDialog'
import { keyOf } from '../../../i18n/text-key'
import { feeDraftStatusText } from '../text-keys'
import { rowPermits } from '../../../shell/session/row-permits'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import type { FeeDraftView } from '../documents'
import { useApproveFee, useCancelFee, useRejectFee, useSubmitFeeDraft } from '../hooks'
import { FeeImpactPanel } from './FeeImpactPanel'
import { feeLineCells, feeLineHeaders } from './fee-line'
import { FeeTable } from './FeeTable'
import { formatDate, fullName } from '../../../lib/format'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

/** One fee change request: its items beside the amounts they replace, its activity, and what the viewer may do. */
export function DraftCard({ draft, onNotice }: { draft: FeeDraftView; onNotice: (text: string) => void }) {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const [remark, setRemark] = useState('')
  const [confirming, setConfirming] = useState(false)
  const submit = useSubmitFeeDraft()
  const approve = useApproveFee()
  const reject = useRejectFee()
  const cancel = useCancelFee()
  const mine = draft.fkUser === me.ID
  const open = draft.status === 'draft' || draft.status === 'pending'
  // The server's permitted actions of the row: pending, approve at its centre, and not the caller's own request.
  const mayDecide = rowPermits(draft, 'fees.approve')
  const actions = [submit, approve, reject, cancel]
  const error = actions.find((m) => m.error)?.error
  // One action at a time: a second click would be refused (no longer pending) after the first succeeded. The ref
  // holds before the buttons re-render disabled.
  const running = useRef(false)
  const busy = actions.some((m) => m.isPending)
  const act = (run: () => Promise<unknown>, notice: string) => () => {
    if (running.current) return
    running.current = true
    // An earlier refusal is not this action's: it goes, and this one's shows if it is refused too.
    for (const m of actions) m.reset()
    void run()
      .then(() => {
        setRemark('')
        onNotice(notice)
      })
      // Shown from the mutation's error above.
      .catch(() => undefined)
      .finally(() => {
        running.current = false
      })
  }
  const variables = { IDFeeDraft: draft.ID, remark: remark.trim() || null }
  return (
    <Card variant="outlined" data-testid={`fee-draft-${draft.ID}`}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6" component="h2">
              {draft.centre.label} · {draft.feeTier.label}
            </Typography>
            <Chip
              size="small"
              data-testid="fee-draft-status"
              label={t(keyOf(feeDraftStatusText, draft.status, 'draft'))}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('fees.requestedBy', {
              name: fullName(draft.user),
              date: formatDate(draft.createdAt),
            })}
            {' · '}
            {t('fees.effectiveFrom')}: {formatDate(draft.effectiveFrom)}
            {draft.approver && ` · ${t('fees.decidedBy', { name: fullName(draft.approver) })}`}
          </Typography>
          <FeeTable
            label={t('fees.fees')}
            testId="fee-draft-items"
            headers={feeLineHeaders(t)}
            rows={draft.items.map((i) => {
              const changed = i.amount !== i.lastAmount
              const cells = feeLineCells(i)
              return {
                key: i.ID,
                highlighted: changed,
                cells: changed
                  ? [
                      ...cells.slice(0, -1),
                      <>
                        {cells.at(-1)}{' '}
                        <Chip size="small" color="primary" variant="outlined" label={t('fees.changed')} />
                      </>,
                    ]
                  : cells,
              }
            })}
          />
          {/* The maker sees whom the change reaches (and the notice warning) before submitting, as approvers do. */}
          {open && (mine || mayDecide) && <FeeImpactPanel draftId={draft.ID} />}
          <Typography variant="subtitle2" component="h3">
            {t('fees.activity')}
          </Typography>
          <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 2 }} data-testid="fee-draft-activity">
            {draft.activityLogs.map((log) => (
              <li key={log.ID}>
                <Typography variant="body2">
                  {t(keyOf(feeDraftStatusText, log.status, 'draft'))} · {fullName(log.user)} ·{' '}
                  {formatDate(log.createdAt)}
                  {log.remark && ` · ${log.remark}`}
                </Typography>
              </li>
            ))}
          </Stack>
          <FormErrorAlert message={error?.message} testId="fee-draft-error" />
          {open && (mine || mayDecide) && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <TextField
                size="small"
                label={t('fees.remark')}
                value={remark}
                onChange={(e) => setRemark(e.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'fee-draft-remark', maxLength: 500 } }}
              />
              {mine && draft.status === 'draft' && (
                <Button
                  variant="contained"
                  data-testid="fee-draft-submit"
                  disabled={busy}
                  onClick={act(() => submit.mutateAsync(variables), t('fees.submitted'))}
                >
                  {t('fees.submit')}
                </Button>
              )}
              {mayDecide && (
                <>
                  <Button
                    variant="contained"
                    data-testid="fee-draft-approve"
                    disabled={busy}
                    onClick={() => setConfirming(true)}
                  >
                    {t('fees.approve')}
                  </Button>
                  <Button
                    color="error"
                    data-testid="fee-draft-reject"
                    disabled={busy}
                    onClick={act(
                      () => reject.mutateAsync({ IDFeeDraft: draft.ID, remark }),
                      t('fees.rejected'),
                    )}
                  >
                    {t('fees.reject')}
                  </Button>
                </>
              )}
              {mine && (
                <Button
                  data-testid="fee-draft-cancel"
                  disabled={busy}
                  onClick={act(() => cancel.mutateAsync(variables), t('fees.cancelled'))}
                >
                  {t('fees.cancel')}
                </Button>
              )}
            </Stack>
          )}
        </Stack>
        <ConfirmDialog
          confirmation={
            confirming
              ? {
                  title: t('fees.approveTitle'),
                  text: t('fees.approveText', {
                    tier: `${draft.centre.label} · ${draft.feeTier.label}`,
                    date: formatDate(draft.effectiveFrom),
                  }),
                  confirmLabel: t('fees.approve'),
                  destructive: false,
                }
              : null
          }
          busy={approve.isPending}
          error={approve.error?.message}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            act(() => approve.mutateAsync(variables), t('fees.approved'))()
          }}
          testId="fee-approve-confirm"
        />
      </CardContent>
    </Card>
  )
}
