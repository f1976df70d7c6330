import type { CentreHealthFlags, QueryGetCentreHealthFlagsArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { centreHealthFlags } from '../health-flags'
import { toClusterFlag } from './cluster-mapper'
import { toInjury } from './injury-mapper'

export const getCentreHealthFlags = guard(
  actions.attendance.summary,
  (a: QueryGetCentreHealthFlagsArgs) => ({ centre: a.centreId }),
  async (args: QueryGetCentreHealthFlagsArgs, grant, ctx): Promise<CentreHealthFlags> => {
    const flags = await centreHealthFlags(ctx.db, grant, args)
    return {
      centreID: flags.centreId,
      date: flags.date,
      fevers: flags.fevers.map((f) => ({
        childID: f.childId,
        firstname: f.firstname,
        lastname: f.lastname,
        classID: f.classId,
        classLabel: f.classLabel,
        time: f.time.toISOString(),
        temperature: f.temperatureTenths === null ? null : f.temperatureTenths / 10,
        symptoms: f.symptoms,
      })),
      injuries: flags.injuries.map((i) => ({
        injury: toInjury(i),
        firstname: i.firstname,
        lastname: i.lastname,
        classLabel: i.classLabel,
      })),
      clusters: flags.clusters.map(toClusterFlag),
    }
  },
)
