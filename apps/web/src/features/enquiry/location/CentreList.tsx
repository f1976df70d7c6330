import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { MAX_INTERESTED_CENTRES } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { CentreOption } from './CentreOption'
import type { OfferedCentre } from './documents'

interface Props {
  centres: OfferedCentre[]
  selected: number[]
  colours: string[]
  disabled: boolean
  radius?: boolean
  limitFor: number | null
  onToggle: (id: number) => void
  onBlocked: (id: number) => void
}

/** The centres as a group of checkboxes: the way to choose that works for everyone (the map only shows them). */
export function CentreList({
  centres,
  selected,
  colours,
  disabled,
  radius,
  limitFor,
  onToggle,
  onBlocked,
}: Props) {
  const { t } = useTranslation()
  const full = selected.length >= MAX_INTERESTED_CENTRES
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('enquiryLocation.legend', { max: MAX_INTERESTED_CENTRES })}
      </Typography>
      <Box
        component="ul"
        data-testid={radius ? 'radius-results' : 'centre-options'}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.25 }}
      >
        {centres.map((centre) => {
          const position = selected.indexOf(centre.ID)
          return (
            <CentreOption
              key={centre.ID}
              centre={centre}
              checked={position >= 0}
              blocked={full && position < 0}
              disabled={disabled}
              colour={position >= 0 ? colours[position] : undefined}
              radius={radius}
              limitOpen={limitFor === centre.ID}
              onToggle={onToggle}
              onBlocked={onBlocked}
            />
          )
        })}
      </Box>
    </Box>
  )
}
