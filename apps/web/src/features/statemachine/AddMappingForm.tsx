import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { type StateMapInput, stateMapInputSchema, type StateMapValues } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert, FormNumberField, FormSelect, useServerForm } from '../../components/form'
import { useAddStateMap } from './hooks'

type Values = StateMapInput

/** Allows one more move: from-state, to-state and its priority; refusals land on their fields. */
export function AddMappingForm(props: {
  IDSchool: number
  states: readonly { stateCode: string; label: string }[]
}) {
  const { t } = useTranslation()
  const add = useAddStateMap()
  const form = useForm<Values, unknown, StateMapValues>({
    resolver: zodResolver(stateMapInputSchema),
    defaultValues: { fromState: '', toState: '', priority: 0 },
  })
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (v) => add.mutateAsync({ IDSchool: props.IDSchool, ...v, priority: v.priority ?? 0 }),
    onSuccess: () => form.reset(),
  })
  const options = props.states.map((s) => ({ value: s.stateCode, label: s.label }))
  return (
    <form onSubmit={submit} noValidate data-testid="state-map-add">
      <FormErrorAlert message={formError} testId="state-map-add-error" />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <FormSelect
          control={form.control}
          name="fromState"
          label={t('stateMachine.from')}
          options={options}
          testId="state-map-from"
        />
        <FormSelect
          control={form.control}
          name="toState"
          label={t('stateMachine.to')}
          options={options}
          testId="state-map-to"
        />
        <FormNumberField
          control={form.control}
          name="priority"
          label={t('stateMachine.priority')}
          testId="state-map-priority"
        />
        <Button type="submit" variant="contained" disabled={submitting} data-testid="state-map-add-submit">
          {t('stateMachine.add')}
        </Button>
      </Stack>
    </form>
  )
}
