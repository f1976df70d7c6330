import PlaceOutlined from '@mui/icons-material/PlaceOutlined'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { centreAddress } from './centre-display'
import type { AccessibleCentre } from './documents'

/** A centre in the principal view: its name, code and address. */
export function CentreCard({ centre }: { centre: AccessibleCentre }) {
  const { t } = useTranslation()
  const address = centreAddress(centre)
  return (
    <Card data-testid={`centre-card-${centre.ID}`} sx={{ p: 2.5, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h3" sx={{ overflowWrap: 'anywhere' }}>
          {centre.label}
        </Typography>
        <Chip label={centre.code} size="small" variant="outlined" sx={{ fontWeight: 700, flexShrink: 0 }} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, color: 'text.secondary' }}>
        <PlaceOutlined fontSize="small" sx={{ mt: '2px' }} aria-hidden />
        <Typography variant="body2">{address ?? t('home.noAddress')}</Typography>
      </Box>
    </Card>
  )
}
