import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { formatDayAndTime } from '../../lib/format'

type Person = { firstname: string; lastname: string }

/** A person's name as the request screens show it, or a dash when nobody is there (yet). */
export const personName = (p: Person | null | undefined) => (p ? `${p.firstname} ${p.lastname}` : '—')
export type ActivityEntry = {
  ID: number
  status: string
  remark?: string | null
  createdAt: string
  user?: Person | null
}

/**
 * A request's steps, oldest first: when, which status, who (or `system` when a scheduled job acted) and the remark.
 * The status is put in words by the caller, whose texts know its statuses.
 */
export function ActivityCard(props: {
  title: string
  system: string
  logs: readonly ActivityEntry[]
  statusText: (status: string) => string
  testId: string
}) {
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          {props.title}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ pl: 2 }} data-testid={props.testId}>
          {props.logs.map((log) => (
            <li key={log.ID}>
              <Typography variant="body2">
                {formatDayAndTime(log.createdAt)} · {props.statusText(log.status)} ·{' '}
                {log.user ? personName(log.user) : props.system}
                {log.remark ? ` · ${log.remark}` : ''}
              </Typography>
            </li>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}
