import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined'
import Box from '@mui/material/Box'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { alpha, keyframes } from '@mui/material/styles'
import { MAX_INTERESTED_CENTRES, Truncate } from '@preschool/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { OfferedCentre } from './documents'
import { TruncatedText } from '../../../components/TruncatedText'

interface Props {
  centre: OfferedCentre
  checked: boolean
  /** Three centres are ticked and this is not one of them. */
  blocked: boolean
  /** The whole section is disabled (the form is submitting). */
  disabled: boolean
  /** The marker colour of this choice, when it is ticked. */
  colour?: string
  /** Names the row radius-result-<ID> (radius search); any list searched by location shows the distance. */
  radius?: boolean
  limitOpen: boolean
  onToggle: (id: number) => void
  onBlocked: (id: number) => void
}

// The limit message fades in as MUI's tooltip does; it is drawn here rather than with Tooltip, which brings Popper
// (about 11 KB gzip) to the form for this one message.
const fadeIn = keyframes`from { opacity: 0; transform: scale(0.75); } to { opacity: 1; transform: none; }`

export const centreAddress = (centre: OfferedCentre) => {
  const address = centre.addresses[0]
  return address ? [address.address, address.postcode].filter(Boolean).join(', ') : ''
}

/**
 * One centre with its checkbox: the name (30 characters, the whole name on hover), the address (95) and, in a
 * radius search, the distance. A blocked row explains the limit when clicked, or through its info button (for the
 * keyboard: a disabled checkbox takes no focus).
 */
export function CentreOption({
  centre,
  checked,
  blocked,
  disabled,
  colour,
  radius,
  limitOpen,
  onToggle,
  onBlocked,
}: Props) {
  const { t } = useTranslation()
  const inputId = useId()
  const addressId = useId()
  const tooltipId = useId()
  const address = centreAddress(centre)
  const rowTestId = radius ? `radius-result-${centre.ID}` : `centre-row-${centre.ID}`
  // A variable, not a literal: the checkbox's input slot type does not list data-* attributes, which React passes on.
  const inputAttributes = { 'data-testid': `centre-option-${centre.ID}`, 'aria-describedby': addressId }
  return (
    <Box
      component="li"
      data-testid={rowTestId}
      aria-describedby={limitOpen ? tooltipId : undefined}
      onClick={blocked && !disabled ? () => onBlocked(centre.ID) : undefined}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.5,
        py: 0.5,
        pr: 0.5,
        borderRadius: 1,
        borderLeft: 4,
        borderLeftColor: colour ?? 'transparent',
        bgcolor: checked ? 'action.selected' : undefined,
      }}
    >
      <Checkbox
        id={inputId}
        checked={checked}
        disabled={disabled || blocked}
        onChange={() => onToggle(centre.ID)}
        slotProps={{ input: inputAttributes }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between' }}>
          <Typography
            component="label"
            htmlFor={inputId}
            title={centre.label}
            sx={{
              fontWeight: 700,
              cursor: disabled || blocked ? 'default' : 'pointer',
              color: blocked ? 'text.secondary' : undefined,
            }}
          >
            <TruncatedText text={centre.label} max={Truncate.centreInList} />
          </Typography>
          {centre.distance != null && (
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {t('enquiryLocation.distance', { distance: centre.distance.toFixed(1) })}
            </Typography>
          )}
        </Box>
        <Typography id={addressId} variant="body2" color="text.secondary" title={address}>
          <TruncatedText text={address} max={Truncate.address} />
        </Typography>
      </Box>
      {blocked && !disabled && (
        <IconButton
          size="small"
          aria-label={t('enquiryLocation.limitInfo', { centre: centre.label })}
          data-testid={`centre-info-${centre.ID}`}
          onClick={(event) => {
            event.stopPropagation()
            onBlocked(centre.ID)
          }}
        >
          <InfoOutlinedIcon fontSize="small" />
        </IconButton>
      )}
      {limitOpen && (
        <Box
          role="tooltip"
          id={tooltipId}
          sx={(theme) => ({
            position: 'absolute',
            bottom: '100%',
            left: 0,
            mb: '14px',
            zIndex: theme.zIndex.tooltip,
            pointerEvents: 'none',
            maxWidth: 300,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: alpha(theme.palette.grey[700], 0.92),
            color: theme.palette.common.white,
            ...theme.typography.body2,
            fontSize: theme.typography.pxToRem(11),
            fontWeight: theme.typography.fontWeightMedium,
            lineHeight: 1.4,
            transformOrigin: 'left bottom',
            animation: `${fadeIn} 200ms ease-out`,
            // The arrow points at the row's middle: at the message's end, as Tooltip's (clamped) on a phone.
            '&::after': {
              content: '""',
              position: 'absolute',
              top: '100%',
              right: 12,
              borderWidth: 6,
              borderStyle: 'solid',
              borderColor: `${alpha(theme.palette.grey[700], 0.92)} transparent transparent transparent`,
            },
          })}
        >
          <span data-testid="centre-limit-tooltip">
            {t('enquiryLocation.limit', { max: MAX_INTERESTED_CENTRES })}
          </span>
        </Box>
      )}
    </Box>
  )
}
