import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { StateMapping } from './documents'
import { useRemoveStateMap, useStateMapImpact } from './hooks'
import { ImpactList } from './ImpactList'
import { FormErrorAlert } from '../../components/form/FormErrorAlert'

/**
 * Before a move is removed: the open enquiries of its from-state, and whether they would be stranded. With any, the
 * removal is sent confirmed (the server refuses it otherwise).
 */
export function RemoveMappingDialog(props: {
  IDSchool: number
  mapping: StateMapping | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const impact = useStateMapImpact(props.IDSchool, props.mapping?.ID ?? null)
  const remove = useRemoveStateMap()
  const states = impact.data?.enquiryStateMachineMapImpact.states ?? []
  const m = props.mapping
  return (
    <Dialog open={m !== null} onClose={props.onClose} data-testid="state-map-remove-dialog" fullWidth>
      {m && (
        <>
          <DialogTitle>
            {t('stateMachine.removeTitle', { from: m.fromState.label, to: m.toState.label })}
          </DialogTitle>
          <DialogContent>
            {impact.isSuccess && states.length === 0 && (
              <Typography>{t('stateMachine.removeNone', { from: m.fromState.label })}</Typography>
            )}
            {states.map((s) => (
              <Alert
                key={s.state.ID}
                severity={s.stranded ? 'error' : 'warning'}
                data-testid="state-map-impact"
              >
                {t(s.stranded ? 'stateMachine.strands' : 'stateMachine.needs', {
                  state: s.state.label,
                  count: s.count,
                })}
                <ImpactList state={s} testId="state-map-impact-enquiries" />
              </Alert>
            ))}
            <FormErrorAlert message={remove.error?.message} />
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{t('common.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              disabled={!impact.isSuccess || remove.isPending}
              data-testid="state-map-remove-confirm"
              onClick={() =>
                remove
                  .mutateAsync({ IDSchool: props.IDSchool, IDMap: m.ID, confirm: states.length > 0 })
                  .then(props.onClose)
              }
            >
              {states.length > 0 ? t('stateMachine.confirmRemove') : t('stateMachine.remove')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  )
}
