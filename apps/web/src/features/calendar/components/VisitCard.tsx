import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { KIND_COLOURS, visitKind } from '../calendar-events'

interface Props {
  /** The visit type, whose kind colours the card's stripe as on the calendar. */
  visitType: string
  title: ReactNode
  /** Beside the title (type, state, centre). */
  chips: ReactNode
  /** Under the title: the card's lines. */
  children: ReactNode
  /** At the foot, when there is anything the user may do. */
  actions?: ReactNode
  /** Faded (a withdrawn availability). */
  faded?: boolean
  testId: string
}

/** A card of a calendar list (availabilities, scheduled visits), an item of its `ul`. */
export function VisitCard({ visitType, title, chips, children, actions, faded, testId }: Props) {
  return (
    <Card
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        borderLeft: 6,
        borderLeftColor: KIND_COLOURS[visitKind(visitType)],
        opacity: faded ? 0.7 : undefined,
      }}
      data-testid={testId}
    >
      <CardContent sx={{ pb: 1, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
          {chips}
        </Stack>
        {children}
      </CardContent>
      {actions && <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions>}
    </Card>
  )
}
