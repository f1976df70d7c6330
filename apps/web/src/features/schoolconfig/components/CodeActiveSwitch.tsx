import Switch from '@mui/material/Switch'
import type { InputHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import type { AdminCode } from '../documents'

interface Props {
  code: AdminCode
  disabled: boolean
  onToggle: (code: AdminCode, active: boolean) => void
}

/** Shows or hides one option in the school's forms. */
export function CodeActiveSwitch({ code, disabled, onToggle }: Props) {
  const { t } = useTranslation()
  return (
    <Switch
      checked={code.active}
      disabled={disabled}
      onChange={(_event, checked) => onToggle(code, checked)}
      slotProps={{
        input: {
          'aria-label': t('schoolConfig.codes.showInForms', { label: code.label }),
          ...testIdProps(`code-active-${code.ID}`),
        },
      }}
    />
  )
}

/** data-* attributes are valid on the input, but the slot's props type does not list them. */
const testIdProps = (testId: string) => ({ 'data-testid': testId }) as InputHTMLAttributes<HTMLInputElement>
