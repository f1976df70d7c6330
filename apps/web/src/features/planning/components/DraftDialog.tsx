import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { optionalRemarksSchema, requiredRemarksSchema } from '@preschool/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { keyOf } from '../../../i18n/text-key'
import { draftLogStatusText } from '../text-keys'
import type { CapacityDraftRow } from '../documents'
import { formatDayAndTime, formatShortMonth } from '../../../lib/format'
import { useApproveRequest, useRecallRequest, useRejectRequest } from '../hooks'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

export type DraftMode = 'view' | 'review' | 'recall'
type Decision = 'approve' | 'reject' | 'recall'

interface Props {
  draft: CapacityDraftRow
  mode: DraftMode
  onClose: () => void
  onDone: (message: string) => void
}

/** A request's changes and activity; Review decides it (approve, or reject with remarks), Recall takes it back (remarks). */
export function DraftDialog({ draft, mode, onClose, onDone }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const [remarks, setRemarks] = useState('')
  const [remarksError, setRemarksError] = useState<string | null>(null)
  const mutations = { approve: useApproveRequest(), reject: useRejectRequest(), recall: useRecallRequest() }
  const busy = Object.values(mutations).some((m) => m.isPending)
  const error = Object.values(mutations).find((m) => m.error)?.error?.message
  const done = {
    approve: t('planning.approved'),
    reject: t('planning.rejected'),
    recall: t('planning.recalled'),
  }

  const act = (decision: Decision) => {
    // Reject and recall need remarks (spec 000 s.5); approving takes them optionally.
    const parsed = (decision === 'approve' ? optionalRemarksSchema : requiredRemarksSchema).safeParse(remarks)
    if (!parsed.success) {
      setRemarksError(parsed.error.issues[0]?.message ?? null)
      return
    }
    mutations[decision].mutate(
      { DraftID: draft.ID, Remarks: parsed.data || null },
      { onSuccess: () => onDone(done[decision]) },
    )
  }
  const title = {
    view: 'planning.viewTitle',
    review: 'planning.reviewTitle',
    recall: 'planning.viewTitle',
  } as const
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="planning-draft-dialog"
    >
      <DialogTitle id={titleId}>{t(title[mode], { centre: draft.centreLabel })}</DialogTitle>
      <DialogContent>
        <List dense data-testid="planning-draft-items">
          {draft.items.map((i) => (
            <ListItem key={i.ID} disableGutters>
              <ListItemText
                primary={
                  i.currentCapacity === null
                    ? t('planning.itemLine', {
                        level: i.label,
                        month: formatShortMonth(i.date),
                        capacity: i.capacity,
                      })
                    : t('planning.itemLineChange', {
                        level: i.label,
                        month: formatShortMonth(i.date),
                        current: i.currentCapacity,
                        capacity: i.capacity,
                      })
                }
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="subtitle2" component="h3">
          {t('planning.activity')}
        </Typography>
        <List dense data-testid="planning-draft-activity">
          {draft.activityLogs.map((l) => (
            <ListItem key={l.ID} disableGutters>
              <ListItemText
                primary={`${t(keyOf(draftLogStatusText, l.status, 'pending'))} · ${l.userName} · ${formatDayAndTime(l.createdAt)}`}
                secondary={l.remark}
              />
            </ListItem>
          ))}
        </List>
        {mode !== 'view' && (
          <TextField
            label={t('planning.remarks')}
            helperText={remarksError ?? t('planning.remarksRequiredHint')}
            error={remarksError !== null}
            value={remarks}
            onChange={(event) => {
              setRemarks(event.target.value)
              setRemarksError(null)
            }}
            multiline
            minRows={2}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { 'data-testid': 'planning-draft-remarks' } }}
          />
        )}
        <FormErrorAlert message={error} testId="planning-draft-error" sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} data-testid="planning-draft-close">
          {t('planning.close')}
        </Button>
        {mode === 'review' && (
          <>
            <Button
              color="error"
              onClick={() => act('reject')}
              disabled={busy}
              data-testid="planning-draft-reject"
            >
              {t('planning.reject')}
            </Button>
            <Button
              variant="contained"
              onClick={() => act('approve')}
              disabled={busy}
              data-testid="planning-draft-approve"
            >
              {t('planning.approve')}
            </Button>
          </>
        )}
        {mode === 'recall' && (
          <Button
            color="primary"
            variant="contained"
            onClick={() => act('recall')}
            disabled={busy}
            data-testid="planning-draft-recall"
          >
            {t('planning.recall')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  )
}
