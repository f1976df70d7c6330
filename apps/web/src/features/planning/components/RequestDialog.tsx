import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { type CapacityRequest, capacityRequestSchema, monthsFrom, singaporeToday } from '@preschool/domain'
import { useMemo } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import {
  FormDialog,
  FormNumberField,
  FormSelect,
  FormTextField,
  useServerForm,
} from '../../../components/form'
import type { PlanningCentre } from '../documents'
import { formatShortMonth } from '../../../lib/format'
import { useSubmitRequest } from '../hooks'

interface Props {
  centre: PlanningCentre
  levels: readonly { ID: number; label: string }[]
  onClose: () => void
  onSubmitted: () => void
}

type Values = z.input<ReturnType<typeof capacityRequestSchema>>

/** Two years of months from this one: a change may start this month, never in a past one. */
const MONTHS_AHEAD = 24

/** A capacity change request for a centre: changes of level, month and places, with remarks; the same rules as the server. */
export function RequestDialog({ centre, levels, onClose, onSubmitted }: Props) {
  const { t } = useTranslation()
  const today = singaporeToday()
  const months = useMemo(() => monthsFrom(`${today.slice(0, 7)}-01`, MONTHS_AHEAD), [today])
  // Places start blank (NaN shows as empty): the schema's message asks for them.
  const newItem = () => ({ fkLevel: levels[0]?.ID ?? 0, capacity: Number.NaN, date: months[0] })
  const form = useForm<Values, unknown, CapacityRequest>({
    resolver: zodResolver(capacityRequestSchema(today)),
    defaultValues: { remarks: '', items: [newItem()] },
  })
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'items' })
  const submission = useSubmitRequest()
  const { submit, submitting, formError } = useServerForm(form, {
    onSubmit: (values) =>
      submission.mutateAsync({
        CapacityDraft: { fkCentre: centre.ID },
        remarks: values.remarks,
        CapacityDraftItems: values.items,
      }),
    onSuccess: onSubmitted,
  })
  const levelOptions = levels.map((l) => ({ value: l.ID, label: l.label }))
  const monthOptions = months.map((m) => ({ value: m, label: formatShortMonth(m) }))
  return (
    <FormDialog
      open
      title={t('planning.dialogTitle', { centre: centre.label })}
      text={
        <span data-testid="planning-request-centre">
          {t('planning.dialogCentreNote', { centre: centre.label })}
        </span>
      }
      error={formError}
      submitting={submitting}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={t('planning.submit')}
      maxWidth="md"
      testId="planning-request-dialog"
      testIds={{
        error: 'planning-request-error',
        cancel: 'planning-request-cancel',
        submit: 'planning-request-submit',
      }}
    >
      {fields.map((field, i) => (
        <Stack
          key={field.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <FormSelect
            control={form.control}
            name={`items.${i}.fkLevel`}
            label={t('planning.level')}
            options={levelOptions}
            testId={`planning-item-level-${i}`}
            emptyLabel={false}
          />
          <FormSelect
            control={form.control}
            name={`items.${i}.date`}
            label={t('planning.itemMonth')}
            options={monthOptions}
            testId={`planning-item-month-${i}`}
            emptyLabel={false}
          />
          <FormNumberField
            control={form.control}
            name={`items.${i}.capacity`}
            label={t('planning.itemCapacity')}
            testId={`planning-item-capacity-${i}`}
            min={0}
            max={999}
            required
          />
          {fields.length > 1 && (
            <IconButton
              aria-label={t('planning.removeItem', { n: i + 1 })}
              onClick={() => remove(i)}
              data-testid={`planning-item-remove-${i}`}
            >
              <DeleteOutlined />
            </IconButton>
          )}
        </Stack>
      ))}
      <div>
        <Button onClick={() => append(newItem())} data-testid="planning-item-add">
          {t('planning.addItem')}
        </Button>
      </div>
      <FormTextField
        control={form.control}
        name="remarks"
        label={t('planning.remarks')}
        testId="planning-request-remarks"
        multiline
        minRows={2}
      />
    </FormDialog>
  )
}
