import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Centre } from '../documents'
import { formatAddress, LevelCount, postcodeOf, StatusChip } from './CentreCells'
import { type CentreActions, CentreRowActions } from './CentreRowActions'

interface Props extends CentreActions {
  centres: Centre[]
  canWrite: boolean
}

/** The centre list on a phone: seven columns do not fit 375 px. */
export function CentreCards({ centres, canWrite, onDelete }: Props) {
  return (
    <Stack spacing={1.5} data-testid="centres-cards">
      {centres.map((centre) => (
        <Card key={centre.ID} variant="outlined" data-testid={`centre-row-${centre.ID}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {centre.label}
              </Typography>
              <StatusChip active={centre.active} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {centre.code}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {formatAddress(centre)} · {postcodeOf(centre)}
            </Typography>
            <Typography variant="body2" data-testid={`centre-levels-${centre.ID}`}>
              <LevelCount centre={centre} />
            </Typography>
          </CardContent>
          {canWrite && (
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <CentreRowActions centre={centre} onDelete={onDelete} />
            </CardActions>
          )}
        </Card>
      ))}
    </Stack>
  )
}
