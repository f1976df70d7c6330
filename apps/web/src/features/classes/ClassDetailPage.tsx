import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import { NoticeSnackbar } from '../../components/NoticeSnackbar'
import { useNotice } from '../../lib/use-notice'
import { useStaffSession } from '../../shell/session/use-staff-session'
import { AssignChildren } from './components/AssignChildren'
import { DeleteClassDialog } from './components/DeleteClassDialog'
import { useClassDetail } from './hooks'
import { overCapacityText } from './capacity-text'
import { childPaths, classPaths } from './paths'
import { LoadError } from '../../components/query'

/** /classmanagement/details/{id}: the class, its teachers, photos and children, and assigning children to it. */
export default function ClassDetailPage() {
  const { t } = useTranslation()
  const { me, can } = useStaffSession()
  const classID = Number(useParams().id)
  const detail = useClassDetail(me.fkSchool, classID)
  const [notice, setNotice] = useNotice()
  const [asking, setAsking] = useState(false)
  const klass = detail.data?.getAllClassInfo.data[0]
  if (detail.error) return <LoadError query={detail} />
  if (!klass) return null
  return (
    <Stack spacing={2} data-testid="class-detail">
      <Link component={RouterLink} to={classPaths.list} data-testid="class-back">
        {t('classes.backToList')}
      </Link>
      {klass.coverPhotoURL && (
        <Box
          component="img"
          src={klass.coverPhotoURL}
          alt={t('classes.coverPhoto')}
          data-testid="class-cover-image"
          sx={{ maxHeight: 200, objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1" data-testid="class-title">
          {klass.label}
        </Typography>
        {can('classes.edit') && (
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={classPaths.edit(klass.ID)} data-testid="class-edit">
              {t('classes.edit')}
            </Button>
            <Button color="error" onClick={() => setAsking(true)} data-testid="class-delete">
              {t('classes.deleteClass')}
            </Button>
          </Stack>
        )}
      </Stack>
      <Typography>
        {klass.centre.label} · {klass.level.label}
      </Typography>
      {klass.description && <Typography color="text.secondary">{klass.description}</Typography>}
      {klass.overCapacity && (
        <Alert severity="warning" data-testid="class-over-capacity">
          {overCapacityText(t, klass)}
        </Alert>
      )}
      <Card sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('classes.teachers')}
        </Typography>
        {klass.teachers.length === 0 && (
          <Typography color="text.secondary" data-testid="class-no-teachers">
            {t('classes.noTeachers')}
          </Typography>
        )}
        <List dense data-testid="class-teachers">
          {klass.teachers.map((x) => (
            <ListItem key={x.ID}>
              {x.firstname} {x.lastname}
              {x.email ? ` · ${x.email}` : ''}
            </ListItem>
          ))}
        </List>
      </Card>
      <Card sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          {t('classes.children')} (
          {t('classes.size', { current: klass.currentChildrenCount, upcoming: klass.upcomingChildrenCount })})
        </Typography>
        <List dense data-testid="class-children">
          {klass.children.map((c) => (
            <ListItem key={c.ID} data-testid={`class-child-${c.ID}`}>
              <Link component={RouterLink} to={childPaths.profile(c.ID)}>
                {c.firstname} {c.lastname}
              </Link>
              {c.upcoming ? ` · ${t('classes.upcoming')} ${c.from}` : ''}
            </ListItem>
          ))}
        </List>
      </Card>
      {can('classes.edit') && (
        <Card sx={{ p: 2 }}>
          <AssignChildren
            IDSchool={me.fkSchool}
            classID={klass.ID}
            onAssigned={() => setNotice(t('classes.assigned'))}
          />
        </Card>
      )}
      <NoticeSnackbar notice={notice} onClose={() => setNotice(null)} testId="class-notice" />
      <DeleteClassDialog
        IDSchool={me.fkSchool}
        klass={klass}
        open={asking}
        onClose={() => setAsking(false)}
      />
    </Stack>
  )
}
