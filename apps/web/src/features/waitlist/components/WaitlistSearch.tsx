import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { SearchField } from '../../../components/list/SearchField'
import { useWaitListSearch } from '../hooks'
import { waitlistPaths } from '../paths'

/** Finds a child in the waitlist by the child's or parent's name, email or birth certificate. */
export function WaitlistSearch() {
  const { t } = useTranslation()
  const [q, setQ] = useState('')
  const found = useWaitListSearch(q)
  const rows = q.length >= 2 ? (found.data?.searchChildInWaitList ?? []) : []
  return (
    <>
      <SearchField
        label={t('waitlist.search')}
        value={q}
        onSearch={setQ}
        testId="waitlist-search"
        sx={{ width: { xs: '100%', sm: 360 } }}
      />
      {q.length >= 2 && found.data && (
        <Paper data-testid="waitlist-search-results">
          <List dense>
            {rows.length === 0 && (
              <ListItem>
                <ListItemText primary={t('common.noResult')} />
              </ListItem>
            )}
            {rows.map((r) => (
              <ListItem key={r.ID}>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={waitlistPaths.detail(r.ID)}>
                      {`${r.childFirstname} ${r.childLastname}`}
                    </Link>
                  }
                  secondary={`${r.firstname} ${r.lastname} · ${r.centre.label} · ${r.level.label}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </>
  )
}
