import Checkbox from '@mui/material/Checkbox'
import FormHelperText from '@mui/material/FormHelperText'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Access } from '@preschool/domain'
import type { InputHTMLAttributes } from 'react'
import { type Control, Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { accessColumns, toggleAccess } from '../access-matrix'
import type { ModuleCategory } from '../documents'
import type { RoleFormValues } from '../role-form-values'
import { accessTypeText } from '../access-matrix'

// Three checkbox columns and the module names fit 375 px only with tight cells.
const narrow = { px: { xs: 0.25, sm: 1 } } as const

interface Props {
  control: Control<RoleFormValues>
  /** The school's modules, in the order of the form's templates (one row each). */
  modules: readonly ModuleCategory[]
  disabled: boolean
}

/** Module categories × Read / Write / Approve: the role's access, one checkbox per bit. */
export function AccessMatrix({ control, modules, disabled }: Props) {
  const { t } = useTranslation()
  return (
    <Controller
      control={control}
      name="templates"
      render={({ field, fieldState }) => {
        const rows = field.value ?? []
        const setAccess = (index: number, access: number) =>
          field.onChange(rows.map((row, i) => (i === index ? { ...row, access } : row)))
        const error = fieldState.error?.root?.message ?? fieldState.error?.message
        return (
          <div>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('users.access')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('users.accessHint')}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={t('users.access')} data-testid="access-matrix">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('users.module')}</TableCell>
                    {accessColumns.map((type) => (
                      <TableCell key={type} align="center" sx={narrow}>
                        {t(accessTypeText[type])}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {modules.map((module, index) => {
                    const access = rows[index]?.access ?? 0
                    return (
                      <TableRow key={module.ID} data-testid={`access-row-${module.moduleCategoryCode}`}>
                        <TableCell component="th" scope="row" sx={{ pl: { xs: 0.5, sm: 2 } }}>
                          {module.label}
                        </TableCell>
                        {accessColumns.map((type) => (
                          <TableCell key={type} align="center" padding="none" sx={narrow}>
                            <Checkbox
                              checked={(access & Access[type]) !== 0}
                              disabled={disabled}
                              onChange={(_event, checked) =>
                                setAccess(index, toggleAccess(access, type, checked))
                              }
                              slotProps={{
                                input: {
                                  'aria-label': t('users.accessFor', {
                                    type: t(accessTypeText[type]),
                                    module: module.label,
                                  }),
                                  'data-testid': `access-${module.moduleCategoryCode}-${type}`,
                                } as InputHTMLAttributes<HTMLInputElement>,
                              }}
                            />
                          </TableCell>
                        ))}
                      </TableRow>
                    )
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            {error && (
              <FormHelperText error data-testid="role-templates-error">
                {error}
              </FormHelperText>
            )}
          </div>
        )
      }}
    />
  )
}
