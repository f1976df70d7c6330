import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import { alpha } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { ParentChild } from '../visits-parent/documents'
import { type ChildPlacement, childName, displayDate, initialsOf } from './child-display'

interface ChildCardProps {
  child: ParentChild
  /** The class the child is in today, if any. */
  placement: ChildPlacement | undefined
  selected: boolean
  onSelect: () => void
}

/** A child of the family: name, date of birth and current class; choosing it makes it the selected child. */
export function ChildCard({ child, placement, selected, onSelect }: ChildCardProps) {
  const { t } = useTranslation()
  const name = childName(child)
  return (
    <Card
      data-testid={`child-card-${child.ID}`}
      data-selected={selected}
      sx={(theme) => ({
        height: '100%',
        borderColor: selected ? 'primary.main' : undefined,
        boxShadow: selected ? `0 0 0 1px ${theme.palette.primary.main}` : 'none',
        transition: 'box-shadow 150ms, border-color 150ms',
      })}
    >
      {/* The whole card selects the child: a button may hold phrasing content only, hence spans throughout. */}
      <CardActionArea
        onClick={onSelect}
        aria-pressed={selected}
        sx={{
          height: '100%',
          p: 2.5,
          display: 'flex',
          alignItems: 'flex-start',
          gap: 2,
          justifyContent: 'flex-start',
        }}
      >
        <Avatar
          aria-hidden
          sx={(theme) => ({
            width: 52,
            height: 52,
            fontWeight: 700,
            bgcolor: alpha(theme.palette.secondary.main, 0.2),
            color: theme.palette.secondary.dark,
          })}
        >
          {initialsOf(child.firstname, child.lastname)}
        </Avatar>
        <Box component="span" sx={{ display: 'block', minWidth: 0, flexGrow: 1 }}>
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h4" component="span" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {selected && (
              <Chip
                component="span"
                icon={<CheckCircleRounded />}
                label={t('home.selected')}
                size="small"
                color="primary"
                variant="outlined"
              />
            )}
          </Box>
          <Box
            component="span"
            sx={{ mt: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2 }}
          >
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('home.dateOfBirth')}
            </Typography>
            <Typography component="span" variant="body2">
              {displayDate(child.dateOfBirth)}
            </Typography>
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {t('home.currentClass')}
            </Typography>
            <Typography component="span" variant="body2" data-testid={`child-class-${child.ID}`}>
              {placement
                ? [placement.class.label, placement.program?.label].filter(Boolean).join(' · ')
                : t('home.noClass')}
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Card>
  )
}
