import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import { Link as RouterLink } from 'react-router'
import type { StateImpactState } from './documents'

/** The enquiries a change concerns, each linked to its admissions page. */
export function ImpactList({ state, testId }: { state: StateImpactState; testId: string }) {
  return (
    <List dense data-testid={testId}>
      {state.enquiries.map((e) => (
        <ListItem key={e.ID}>
          <Link component={RouterLink} to={`/pre-enrolment/${e.ID}`}>
            {e.childFirstname} {e.childLastname} · {e.centreLabel}
          </Link>
        </ListItem>
      ))}
    </List>
  )
}
