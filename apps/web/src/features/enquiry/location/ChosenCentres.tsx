import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { MAX_INTERESTED_CENTRES, Truncate } from '@preschool/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { OfferedCentre } from './documents'
import { TruncatedText } from '../../../components/TruncatedText'
import { truncateDistinct } from '../../../lib/truncate'

interface Props {
  centres: OfferedCentre[]
  colours: string[]
  disabled: boolean
  onRemove: (id: number) => void
}

/** The chosen centres as small cards in the order chosen, each in its marker's colour, with a remove button. */
export function ChosenCentres({ centres, colours, disabled, onRemove }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  if (centres.length === 0) return null
  const shown = truncateDistinct(
    centres.map((centre) => centre.label),
    Truncate.centreInCard,
  )
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" sx={{ fontWeight: 700, mb: 0.75 }}>
        {t('enquiryLocation.chosen', { count: centres.length, max: MAX_INTERESTED_CENTRES })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {centres.map((centre, index) => (
          <Paper
            key={centre.ID}
            component="li"
            variant="outlined"
            data-testid={`centre-card-${centre.ID}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              pl: 1.25,
              pr: 0.25,
              py: 0.25,
              borderRadius: 999,
              borderColor: colours[index],
              borderWidth: 2,
            }}
          >
            <Box
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colours[index], flexShrink: 0 }}
            />
            <Typography
              variant="body2"
              title={centre.label}
              data-testid={`centre-card-label-${centre.ID}`}
              sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
            >
              <TruncatedText text={centre.label} max={Truncate.centreInCard} shown={shown[index]} />
            </Typography>
            <IconButton
              size="small"
              disabled={disabled}
              aria-label={t('enquiryLocation.remove', { centre: centre.label })}
              data-testid={`centre-card-remove-${centre.ID}`}
              onClick={() => onRemove(centre.ID)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Paper>
        ))}
      </Box>
    </Box>
  )
}
