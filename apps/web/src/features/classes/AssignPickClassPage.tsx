import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { classesListQuery } from './documents'
import { classPaths } from './paths'

/** /childrenlist/assignchildren: children are assigned from their class's page; this picks the class. */
export default function AssignPickClassPage() {
  const { t } = useTranslation()
  const { me } = useStaffSession()
  const classes = useGqlQuery(classesListQuery, {
    IDSchool: me.fkSchool,
    pagination: { page: 1, perPage: 500 },
  })
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('classes.assignTitle')}
      </Typography>
      <Typography>{t('classes.pickClass')}</Typography>
      <List data-testid="assign-classes">
        {(classes.data?.getAllClassInfo.data ?? []).map((c) => (
          <ListItem key={c.ID}>
            <Link component={RouterLink} to={classPaths.detail(c.ID)} data-testid={`assign-class-${c.ID}`}>
              {c.label} · {c.centre.label} · {c.level.label}
            </Link>
          </ListItem>
        ))}
      </List>
    </Stack>
  )
}
