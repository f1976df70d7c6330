import type { SetPasswordInput } from '@preschool/domain'
import type { Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PasswordField } from './PasswordField'

interface SetPasswordFieldsProps {
  control: Control<SetPasswordInput, unknown, SetPasswordInput>
  /** 'register' or 'reset': prefixes the fields' test ids. */
  testIdPrefix: string
  passwordLabel: string
  autoFocus?: boolean
}

/** A new password typed twice (register and reset share the rule: setPasswordSchema). */
export function SetPasswordFields({
  control,
  testIdPrefix,
  passwordLabel,
  autoFocus,
}: SetPasswordFieldsProps) {
  const { t } = useTranslation()
  return (
    <>
      <PasswordField
        control={control}
        name="password"
        testId={`${testIdPrefix}-password`}
        label={passwordLabel}
        autoComplete="new-password"
        helperText={t('auth.common.passwordHint')}
        autoFocus={autoFocus}
        required
      />
      <PasswordField
        control={control}
        name="confirmPassword"
        testId={`${testIdPrefix}-confirm-password`}
        label={t('auth.common.confirmPassword')}
        autoComplete="new-password"
        required
      />
    </>
  )
}
