import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { INJURY_TYPES, type InjuryInput, injuryInputSchema, type InjurySide } from '@preschool/domain'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { FormSelect, FormTextField } from '../../../../components/form'
import { useAddChildInjury } from '../../hooks'
import { BodyDiagram } from './BodyDiagram'
import { FormErrorAlert } from '../../../../components/form/FormErrorAlert'

type Values = z.input<typeof injuryInputSchema>

interface Props {
  childId: number
  childName: string
  onClose: () => void
}

/** Staff record an injury: a tap on the front or back outline, the type, and what happened. */
export function InjuryDialog({ childId, childName, onClose }: Props) {
  const { t } = useTranslation()
  const add = useAddChildInjury()
  const form = useForm<Values, unknown, InjuryInput>({
    resolver: zodResolver(injuryInputSchema),
    defaultValues: { side: 'front', remarks: '' } as Values,
  })
  const [side, top, left] = form.watch(['side', 'top', 'left'])
  const pointError = form.formState.errors.top?.message ?? form.formState.errors.left?.message
  const save = form.handleSubmit(async (injury) => {
    await add.mutateAsync({ childID: childId, injury })
    onClose()
  })
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {t('attendance.recordInjury')}: {childName}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => void save(e).catch(() => undefined)}
          id="injury-form"
          noValidate
        >
          <FormErrorAlert message={add.error?.message} />
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="injury-cancel">
          {t('attendance.cancel')}
        </Button>
        <Button
          type="submit"
          form="injury-form"
          variant="contained"
          disabled={add.isPending}
          data-testid="injury-save"
        >
          {t('attendance.save')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
