import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { emptyProgram, type LevelFormValues } from '../form-values'
import { FormTextField } from '../../../components/form/TextField'
import { FormTimeField } from '../../../components/form/TimeField'

/** The level's programmes: the complete list is sent, so removing a row removes (or retires) that programme. */
export function ProgramFields() {
  const { t } = useTranslation()
  const {
    control,
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
            <Box sx={{ flex: 2 }}>
              <FormTextField
                control={control}
                name={`programs.${index}.label`}
                label={t('levels.programmeLabel')}
                testId={`program-label-${index}`}
              />
            </Box>
            <Box sx={{ flex: 1 }}>
              <FormTimeField
                control={control}
                name={`programs.${index}.from`}
                label={t('levels.programmeFrom')}
                testId={`program-from-${index}`}
              />
            </Box>
            <Box sx={{ flex: 1 }}>
              <FormTimeField
                control={control}
                name={`programs.${index}.to`}
                label={t('levels.programmeTo')}
                testId={`program-to-${index}`}
              />
            </Box>
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
