import type { SymptomClusterFlag } from '../../../generated/graphql'
import type { ClusterFlagRow } from '../cluster-queries'

export const toClusterFlag = (c: ClusterFlagRow): SymptomClusterFlag => ({
  ID: c.id,
  classID: c.classId,
  classLabel: c.classLabel,
  symptom: c.symptom,
  firstDate: c.firstDate,
  lastDate: c.lastDate,
  childCount: c.childCount,
  broadcastID: c.broadcastId,
  broadcastStatus: c.broadcastStatus,
})
