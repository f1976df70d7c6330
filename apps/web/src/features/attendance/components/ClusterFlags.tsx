import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { formatDate } from '@preschool/domain'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useStaffSession } from '../../../shell/session/use-staff-session'
import { broadcastPaths } from '../../broadcasts/paths'
import type { ClusterFlag } from '../documents'
import { useDraftClusterNotice } from '../hooks'
import { FormErrorAlert } from '../../../components/form/FormErrorAlert'

/**
 * A centre's symptom clusters on the dashboard (decision 0070): the class, the symptom, how many children and when,
 * never who. The button drafts the notice to the class's parents (or opens the draft already made) on the
 * broadcast screen, where the principal edits and publishes it.
 */
export function ClusterFlags({ clusters }: { clusters: ClusterFlag[] }) {
  const { t } = useTranslation()
  const { can } = useStaffSession()
  const navigate = useNavigate()
  const draft = useDraftClusterNotice()
  const open = async (cluster: ClusterFlag) => {
    const id =
      cluster.broadcastID ??
      (await draft.mutateAsync({ clusterID: cluster.ID }).catch(() => null))?.draftSymptomClusterNotice
        .broadcastID
    if (id) void navigate(broadcastPaths.edit(id))
  }
  return (
    <>
      {clusters.map((cluster) => (
        <Alert
          key={cluster.ID}
          severity="warning"
          data-testid="cluster-flag"
          action={
            can('attendance.clusterNotice') && (
              <Button
                color="inherit"
                size="small"
                disabled={draft.isPending}
                onClick={() => void open(cluster)}
              >
                {t(cluster.broadcastID ? 'attendance.clusterOpenNotice' : 'attendance.clusterDraftNotice')}
              </Button>
            )
          }
        >
          <Typography variant="body2">
            {t('attendance.clusterFlag', {
              symptom: cluster.symptom,
              className: cluster.classLabel,
              count: cluster.childCount,
              from: formatDate(cluster.firstDate),
              to: formatDate(cluster.lastDate),
            })}
          </Typography>
        </Alert>
      ))}
      <FormErrorAlert message={draft.error?.message} />
    </>
  )
}
