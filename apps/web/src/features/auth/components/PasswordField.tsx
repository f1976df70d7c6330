import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined'
import Visibility from '@mui/icons-material/VisibilityOutlined'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import { useState } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField, type FormTextFieldProps } from '../../../components/form/TextField'

/** A password input with a show/hide toggle (people on phones mistype passwords they cannot see). */
export function PasswordField<T extends FieldValues, C, O>(
  props: Omit<FormTextFieldProps<T, C, O>, 'type' | 'endAdornment'>,
) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <FormTextField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            edge="end"
            size="small"
            aria-label={visible ? t('auth.common.hidePassword') : t('auth.common.showPassword')}
            aria-pressed={visible}
            data-testid={`${props.testId}-visibility`}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(event) => event.preventDefault()}
          >
            {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
          </IconButton>
        </InputAdornment>
      }
    />
  )
}
