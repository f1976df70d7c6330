import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchField } from '../../components/list/SearchField'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { AddMappingForm } from './AddMappingForm'
import type { StateMapping } from './documents'
import { useStateMap } from './hooks'
import { ImpactList } from './ImpactList'
import { RemoveMappingDialog } from './RemoveMappingDialog'
import { StateDiagram } from './StateDiagram'
import { LoadError } from '../../components/query'

/** Whether a move's states (either end) name the filter's text; an empty filter keeps every move. */
function mentions(m: StateMapping, filter: string) {
  const text = filter.toLowerCase()
  return [m.fromState.label, m.toState.label, m.fromState.stateCode, m.toState.stateCode].some((label) =>
    label.toLowerCase().includes(text),
  )
}

/** /registrationstateeditor: the school's enquiry state machine as a diagram and a table; approvers change it. */
export default function StateEditorPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const canWrite = can('stateMap.write')
  const map = useStateMap(me.fkSchool)
  const [toRemove, setToRemove] = useState<StateMapping | null>(null)
  const [filter, setFilter] = useState('')
  if (map.error) return <LoadError query={map} />
  if (!map.data) return null
  const {
    findAllEnquiryStateMachineMap: mappings,
    findAllEnquiryState: states,
    strandedEnquiryStates,
  } = map.data
  const stranded = strandedEnquiryStates.states
  const shown = mappings.filter((m) => mentions(m, filter))
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('stateMachine.title')}
      </Typography>
      {stranded.length > 0 && (
        <Alert severity="error" data-testid="state-map-stranded">
          {t('stateMachine.stranded')}
          {stranded.map((s) => (
            <div key={s.state.ID}>
              <strong>{t('stateMachine.strandedState', { state: s.state.label, count: s.count })}</strong>
              <ImpactList state={s} testId={`state-map-stranded-${s.state.ID}`} />
            </div>
          ))}
        </Alert>
      )}
      <StateDiagram
        states={states}
        mappings={mappings}
        stranded={new Set(stranded.map((s) => s.state.ID))}
        title={t('stateMachine.diagram')}
        description={t('stateMachine.diagramDesc')}
      />
      {canWrite ? (
        <AddMappingForm IDSchool={me.fkSchool} states={states} />
      ) : (
        <Alert severity="info">{t('stateMachine.readOnly')}</Alert>
      )}
      <Typography variant="h6" component="h2">
        {t('stateMachine.table')}
      </Typography>
      <SearchField
        label={t('stateMachine.filter')}
        value={filter}
        onSearch={setFilter}
        testId="state-map-filter"
        size="small"
      />
      {shown.length === 0 && <Alert severity="info">{t('stateMachine.noMatch')}</Alert>}
      <Table size="small" data-testid="state-map-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('stateMachine.from')}</TableCell>
            <TableCell>{t('stateMachine.to')}</TableCell>
            <TableCell>{t('stateMachine.priority')}</TableCell>
            {canWrite && <TableCell />}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((m) => (
            <TableRow
              key={m.ID}
              data-testid={`state-map-row-${m.fromState.stateCode}-${m.toState.stateCode}`}
            >
              <TableCell>{m.fromState.label}</TableCell>
              <TableCell>{m.toState.label}</TableCell>
              <TableCell>{m.priority}</TableCell>
              {canWrite && (
                <TableCell>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setToRemove(m)}
                    data-testid={`state-map-remove-${m.ID}`}
                  >
                    {t('stateMachine.remove')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <RemoveMappingDialog IDSchool={me.fkSchool} mapping={toRemove} onClose={() => setToRemove(null)} />
    </Stack>
  )
}
