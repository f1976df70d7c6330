import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface Props {
  title: string
  /** The list the form page came from, and the link's text and test id. */
  back: string
  backLabel: string
  backTestId: string
  maxWidth?: number
  children: ReactNode
}

/** An add or edit page: the way back to the list, the title, the form. */
export function FormFrame({ title, back, backLabel, backTestId, maxWidth = 900, children }: Props) {
  return (
    <Stack spacing={2} sx={{ maxWidth }}>
      <div>
        <Button component={Link} to={back} startIcon={<ArrowBackIcon />} data-testid={backTestId}>
          {backLabel}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  )
}
