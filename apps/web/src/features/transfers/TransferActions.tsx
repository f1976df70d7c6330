import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type ActionKey, transferDecisionSchema, transferRejectionSchema } from '@preschool/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RemarkDialog } from '../../components/form/RemarkDialog'
import type { TextKey } from '../../i18n/text-key'
import { rowPermits } from '../../shell/session/row-permits'
import { useGqlMutation } from '../../lib/graphql-hooks'
import {
  approveTransferDestinationMutation,
  approveTransferSourceMutation,
  cancelTransferMutation,
  completeTransferMutation,
  rejectTransferDestinationMutation,
  rejectTransferSourceMutation,
  type Transfer,
} from './documents'
import { transferChanges as invalidates } from './hooks'

type StepKey =
  'approveSource' | 'rejectSource' | 'approveDestination' | 'rejectDestination' | 'cancel' | 'complete'
type Step = { key: StepKey; label: TextKey; requires: ActionKey; remarkRequired?: boolean }

/** The steps a viewer may take, shown when the server's `can` list holds their action. */
const STEPS: readonly Step[] = [
  { key: 'approveSource', label: 'transfers.actions.approveSource', requires: 'transfers.approveSource' },
  {
    key: 'rejectSource',
    label: 'transfers.actions.rejectSource',
    requires: 'transfers.approveSource',
    remarkRequired: true,
  },
  {
    key: 'approveDestination',
    label: 'transfers.actions.approveDestination',
    requires: 'transfers.approveDestination',
  },
  {
    key: 'rejectDestination',
    label: 'transfers.actions.rejectDestination',
    requires: 'transfers.approveDestination',
    remarkRequired: true,
  },
  { key: 'complete', label: 'transfers.actions.complete', requires: 'transfers.complete' },
  { key: 'cancel', label: 'transfers.actions.cancel', requires: 'transfers.cancel' },
]

/** The steps the viewer may take on a transfer (its detail page, the child's transfers tab), each behind a remark. */
export function TransferActions({ transfer }: { transfer: Transfer }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState<Step | null>(null)
  // Each step's mutation is asked for here, its only place: a new step adds no hook to hooks.ts.
  const mutations = {
    approveSource: useGqlMutation(approveTransferSourceMutation, { invalidates }),
    rejectSource: useGqlMutation(rejectTransferSourceMutation, { invalidates }),
    approveDestination: useGqlMutation(approveTransferDestinationMutation, { invalidates }),
    rejectDestination: useGqlMutation(rejectTransferDestinationMutation, { invalidates }),
    cancel: useGqlMutation(cancelTransferMutation, { invalidates }),
    complete: useGqlMutation(completeTransferMutation, { invalidates }),
  }
  const run = (step: Step, decision: { remark: string | null }) => {
    const IDTransfer = transfer.ID
    switch (step.key) {
      case 'approveSource':
        return mutations.approveSource.mutateAsync({ IDTransfer, decision })
      case 'rejectSource':
        return mutations.rejectSource.mutateAsync({ IDTransfer, decision })
      case 'approveDestination':
        return mutations.approveDestination.mutateAsync({ IDTransfer, decision })
      case 'rejectDestination':
        return mutations.rejectDestination.mutateAsync({ IDTransfer, decision })
      case 'complete':
        return mutations.complete.mutateAsync({ IDTransfer, remark: decision.remark })
      default:
        return mutations.cancel.mutateAsync({ IDTransfer, remark: decision.remark })
    }
  }
  const steps = STEPS.filter((s) => rowPermits(transfer, s.requires))
  if (steps.length === 0) return null
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {steps.map((s) => (
        <Button
          key={s.key}
          variant={s.key.startsWith('approve') || s.key === 'complete' ? 'contained' : 'outlined'}
          color={s.key.startsWith('reject') || s.key === 'cancel' ? 'error' : 'primary'}
          onClick={() => setOpen(s)}
          data-testid={`transfer-${s.key}`}
        >
          {t(s.label)}
        </Button>
      ))}
      {open && (
        <RemarkDialog
          open
          title={t(open.label)}
          label={t(open.remarkRequired ? 'transfers.remark' : 'transfers.remarkOptional')}
          confirmLabel={t('transfers.confirm')}
          schema={(open.remarkRequired ? transferRejectionSchema : transferDecisionSchema).shape.remark}
          required={open.remarkRequired ?? false}
          destructive={open.key.startsWith('reject') || open.key === 'cancel'}
          testId="transfer-decision"
          onSubmit={(remark) => run(open, { remark })}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  )
}
