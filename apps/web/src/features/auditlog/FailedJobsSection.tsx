import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useFailedJobs } from './hooks'
import { formatDateTime } from '../../lib/format'

/** The school's background jobs that failed for good (email delivery...), below the log. */
export function FailedJobsSection({ IDSchool }: { IDSchool: number }) {
  const { t } = useTranslation()
  const jobs = useFailedJobs(IDSchool).data?.findAllFailedJob.data
  return (
    <Paper sx={{ p: 2 }} data-testid="auditlog-failed-jobs">
      <Typography variant="h6" component="h2">
        {t('auditLog.failedJobs')}
      </Typography>
      {jobs && jobs.length === 0 && (
        <Typography color="text.secondary">{t('auditLog.failedJobsNone')}</Typography>
      )}
      <List dense>
        {jobs?.map((job) => (
          <ListItem key={job.ID} data-testid={`failed-job-${job.ID}`}>
            <ListItemText
              primary={`${job.name}${job.recordId === null ? '' : ` #${job.recordId}`}: ${job.error ?? ''}`}
              secondary={`${job.failedAt ? formatDateTime(job.failedAt) : ''} · ${t('auditLog.attempts')}: ${job.retryCount}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  )
}
