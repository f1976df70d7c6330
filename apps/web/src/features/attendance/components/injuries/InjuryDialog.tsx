import FormHelperText from '@mui/material/FormHelperText'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { INJURY_TYPES, injuryInputSchema, type InjurySide } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormSelect, FormTextField, useDialogForm } from '../../../../components/form'
import { useAddChildInjury } from '../../hooks'
import { BodyDiagram } from './BodyDiagram'

interface Props {
  childId: number
  childName: string
  onClose: () => void
}

/** Staff record an injury: a tap on the front or back outline, the type, and what happened. */
export function InjuryDialog({ childId, childName, onClose }: Props) {
  const { t } = useTranslation()
  const add = useAddChildInjury()
  const { form, dialog } = useDialogForm({
    schema: injuryInputSchema,
    defaultValues: { side: 'front', remarks: '' },
    onSubmit: (injury) => add.mutateAsync({ childID: childId, injury }),
    onClose,
  })
  const [side, top, left] = form.watch(['side', 'top', 'left'])
  const pointError = form.formState.errors.top?.message ?? form.formState.errors.left?.message
  return (
    <FormDialog
      open
      title={`${t('attendance.recordInjury')}: ${childName}`}
      {...dialog}
      submitLabel={t('attendance.save')}
      maxWidth="xs"
      testId="injury"
      testIds={{ submit: 'injury-save' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={side}
        onChange={(_, next: InjurySide | null) => next && form.setValue('side', next)}
        sx={{ alignSelf: 'center' }}
      >
        <ToggleButton value="front" data-testid="injury-side-front">
          {t('attendance.injuryFront')}
        </ToggleButton>
        <ToggleButton value="back" data-testid="injury-side-back">
          {t('attendance.injuryBack')}
        </ToggleButton>
      </ToggleButtonGroup>
      <BodyDiagram
        side={side}
        label={t('attendance.injuryDiagram')}
        points={top !== undefined && left !== undefined ? [{ top, left }] : []}
        onPick={(point) => {
          form.setValue('top', point.top, { shouldValidate: true })
          form.setValue('left', point.left, { shouldValidate: true })
        }}
        testId="injury-diagram"
      />
      {pointError && <FormHelperText error>{pointError}</FormHelperText>}
      <FormSelect
        control={form.control}
        name="injuryType"
        label={t('attendance.injuryType')}
        options={INJURY_TYPES.map((value) => ({ value, label: t(`attendance.injuryTypes.${value}`) }))}
        testId="injury-type"
        required
      />
      <FormTextField
        control={form.control}
        name="remarks"
        label={t('attendance.injuryRemarks')}
        multiline
        minRows={2}
        testId="injury-remarks"
        required
      />
    </FormDialog>
  )
}
