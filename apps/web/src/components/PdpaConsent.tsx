import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { PDPA_NOTICE_TEXT } from '@preschool/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

interface Props {
  checked: boolean
  onChange: (checked: boolean) => void
  onBlur?: () => void
  /** The school's privacy policy (privacy_policy_url); no link when the school has not set one. */
  privacyPolicyUrl: string | null
  error?: string
  disabled?: boolean
  /** Prefixes the test ids: <testId> on the box, <testId>-error, <testId>-policy. */
  testId: string
}

/**
 * The PDPA notice with its consent box (the wording is the domain's, one version for the form and the server),
 * on the enquiry form and at registration. The policy opens in a new tab so the form keeps what was typed.
 */
export function PdpaConsent({ checked, onChange, onBlur, privacyPolicyUrl, error, disabled, testId }: Props) {
  const { t } = useTranslation()
  const errorId = useId()
  // A variable, not a literal: the checkbox's input slot type does not list data-* attributes, which React passes on.
  const inputAttributes = {
    'data-testid': testId,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  }
  return (
    <Box
      component="section"
      aria-label={t('pdpa.title')}
      sx={{ border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography variant="subtitle2" component="h2" sx={{ fontWeight: 700 }}>
        {t('pdpa.title')}
      </Typography>
      <FormControlLabel
        sx={{ alignItems: 'flex-start', mt: 1, mr: 0 }}
        control={
          <Checkbox
            checked={checked}
            disabled={disabled}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: inputAttributes }}
            sx={{ mt: -0.75 }}
          />
        }
        label={
          <Typography variant="body2" component="span">
            {PDPA_NOTICE_TEXT}{' '}
            {privacyPolicyUrl && (
              <Link
                href={privacyPolicyUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid={`${testId}-policy`}
                onClick={(event) => event.stopPropagation()}
              >
                {t('pdpa.policyLink')}
              </Link>
            )}
          </Typography>
        }
      />
      {error && (
        <FormHelperText error id={errorId} role="alert" data-testid={`${testId}-error`}>
          {error}
        </FormHelperText>
      )}
    </Box>
  )
}
