import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import type { FormEventHandler, ReactNode } from 'react'

/** A settings form on paper: the <form> (the zod rules validate, not the browser) and its sections one below another. */
export function FormCard(props: { onSubmit: FormEventHandler; testId: string; children: ReactNode }) {
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={props.onSubmit}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid={props.testId}
    >
      <Stack spacing={3}>{props.children}</Stack>
    </Paper>
  )
}
