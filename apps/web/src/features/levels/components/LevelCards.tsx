import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Level } from '../documents'
import { AgeRange, ProgrammeChips, PromotionDate, StatusChip, YesNo } from './LevelCells'
import { LevelRowActions } from './LevelRowActions'

interface Props {
  levels: Level[]
  onDelete?: (level: Level) => void
}

/** The level list on a phone: a table of eight columns does not fit 375 px. */
export function LevelCards({ levels, onDelete }: Props) {
  const { t } = useTranslation()
  return (
    <Stack spacing={1.5} data-testid="levels-cards">
      {levels.map((level) => (
        <Card key={level.ID} variant="outlined" data-testid={`level-row-${level.ID}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {level.label}
              </Typography>
              <StatusChip active={level.active} />
            </Stack>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              <AgeRange level={level} />
            </Typography>
            <ProgrammeChips level={level} />
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('levels.promotionDate')}: <PromotionDate level={level} />
            </Typography>
            <Typography variant="body2">
              {t('levels.offOnSaturday')}: <YesNo value={level.offOnSaturday} /> · {t('levels.isInfant')}:{' '}
              <YesNo value={level.isInfant} />
            </Typography>
          </CardContent>
          {onDelete && (
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <LevelRowActions level={level} onDelete={onDelete} />
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  )
}
