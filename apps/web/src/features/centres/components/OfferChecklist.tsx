import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { InputHTMLAttributes } from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CentreFormValues } from '../form-values'
import { useOfferableLevels } from '../hooks'
import { isLoaded, QueryStatus } from '../../../components/query'

/** The levels × programmes the centre offers: one checkbox per active programme, grouped by level. */
export function OfferChecklist({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation()
  const { control } = useFormContext<CentreFormValues>()
  const { field, fieldState } = useController({ control, name: 'levels' })
  const levels = useOfferableLevels(schoolId)
  const offered = field.value ?? []
  const isOffered = (fkLevel: number, fkProgram: number) =>
    offered.some((o) => o.fkLevel === fkLevel && o.fkProgram === fkProgram)
  const toggle = (fkLevel: number, fkProgram: number, on: boolean) =>
    field.onChange(
      on
        ? [...offered, { fkLevel, fkProgram }]
        : offered.filter((o) => o.fkLevel !== fkLevel || o.fkProgram !== fkProgram),
    )
  // zodResolver puts list-wide issues on .root; the server's refusal is set on the list itself.
  const error = fieldState.error?.root?.message ?? fieldState.error?.message

  return (
    <Stack spacing={1.5} data-testid="centre-offer">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('centres.offer')}
      </Typography>
      {!isLoaded(levels) ? (
        <QueryStatus query={levels} />
      ) : levels.data.getLevelsForSchool.length === 0 ? (
        <Alert severity="info" data-testid="centre-offer-empty">
          {t('centres.noLevels')}
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ flexWrap: 'wrap', gap: 2 }}>
          {levels.data.getLevelsForSchool.map((level) => (
            <Stack
              key={level.ID}
              component="fieldset"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, py: 1, m: 0, minWidth: 200 }}
            >
              <Typography component="legend" variant="body2" sx={{ fontWeight: 700, px: 0.5 }}>
                {level.label}
              </Typography>
              <FormGroup>
                {level.programs.map((program) => (
                  <FormControlLabel
                    key={program.ID}
                    label={`${program.label} (${program.from}–${program.to})`}
                    control={
                      <Checkbox
                        checked={isOffered(level.ID, program.ID)}
                        onChange={(_event, on) => toggle(level.ID, program.ID, on)}
                        slotProps={{ input: testIdProps(`centre-offer-${level.ID}-${program.ID}`) }}
                      />
                    }
                  />
                ))}
              </FormGroup>
            </Stack>
          ))}
        </Stack>
      )}
      {error && (
        <FormHelperText error data-testid="centre-offer-error">
          {error}
        </FormHelperText>
      )}
    </Stack>
  )
}

/** data-* attributes are valid on the input, but the slot's props type does not list them. */
const testIdProps = (testId: string) => ({ 'data-testid': testId }) as InputHTMLAttributes<HTMLInputElement>
