import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { emptyProgram, type LevelFormValues } from '../form-values'
import { registerMui } from '../../../lib/register-mui'

/** The level's programmes: the complete list is sent, so removing a row removes (or retires) that programme. */
export function ProgramFields() {
  const { t } = useTranslation()
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<LevelFormValues>()
  const { fields, append, remove } = useFieldArray({ control, name: 'programs' })
  // zodResolver puts array-wide issues (none, duplicate names) on .root; setError from the server on the array.
  const listError = errors.programs?.root?.message ?? errors.programs?.message

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('levels.programmes')}
      </Typography>
      {fields.map((field, index) => {
        const rowErrors = errors.programs?.[index]
        return (
          <Stack
            key={field.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            // On a phone the three fields stack: a rule between rows shows which belong together.
            sx={{
              alignItems: { sm: 'flex-start' },
              pb: { xs: 2, sm: 0 },
              borderBottom: { xs: 1, sm: 0 },
              borderColor: 'divider',
            }}
          >
            <TextField
              label={t('levels.programmeLabel')}
              {...registerMui(register, `programs.${index}.label`)}
              error={Boolean(rowErrors?.label)}
              helperText={rowErrors?.label?.message}
              slotProps={{ htmlInput: { 'data-testid': `program-label-${index}` } }}
              sx={{ flex: 2 }}
            />
            <TextField
              type="time"
              label={t('levels.programmeFrom')}
              {...registerMui(register, `programs.${index}.from`)}
              error={Boolean(rowErrors?.from)}
              helperText={rowErrors?.from?.message}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': `program-from-${index}` },
              }}
              sx={{ flex: 1 }}
            />
            <TextField
              type="time"
              label={t('levels.programmeTo')}
              {...registerMui(register, `programs.${index}.to`)}
              error={Boolean(rowErrors?.to)}
              helperText={rowErrors?.to?.message}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { 'data-testid': `program-to-${index}` },
              }}
              sx={{ flex: 1 }}
            />
            <IconButton
              aria-label={t('levels.removeProgramme', { n: index + 1 })}
              data-testid={`program-remove-${index}`}
              onClick={() => remove(index)}
              sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Stack>
        )
      })}
      {listError && (
        <FormHelperText error data-testid="programs-error">
          {listError}
        </FormHelperText>
      )}
      <div>
        <Button startIcon={<AddIcon />} onClick={() => append(emptyProgram)} data-testid="program-add">
          {t('levels.addProgramme')}
        </Button>
      </div>
    </Stack>
  )
}
