import type { Db } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { notFound } from '../../platform/errors/domain-error'
import type { StorageDeps } from '../../platform/storage/files'
import { saveDraftBroadcast } from '../broadcasts'
import { lockCluster, selectClassLabels, selectClusterFlag, updateCluster } from './cluster-queries'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The ready text of a cluster's notice to its class's parents: what was seen, in which class, and what families
 * can do. It names no child: parents must not learn from it whose child was ill.
 */
export function clusterNoticeText(labels: { classLabel: string; centreLabel: string }, symptom: string) {
  // Mid-sentence the symptom reads in lower case ("signs of conjunctivitis"); the subject keeps the list's name.
  const inSentence = symptom.charAt(0).toLowerCase() + symptom.slice(1)
  const [cls, centre, what] = [labels.classLabel, labels.centreLabel, inSentence].map(escapeHtml)
  return {
    subject: `${symptom} in ${labels.classLabel}`,
    description: [
      '<p>Dear parents,</p>',
      `<p>In the past week, more than one child in ${cls} has shown signs of ${what} at our morning health checks.</p>`,
      '<p>We are cleaning and disinfecting the classroom, toys and shared items, and checking every child with extra care at arrival.</p>',
      `<p>Please check your child each morning before coming to school. If your child is unwell or shows signs of ${what}, keep them at home, see a doctor and let the centre know.</p>`,
      `<p>Thank you for helping us keep every child well.</p><p>${centre}</p>`,
    ].join(''),
  }
}

/**
 * `draftSymptomClusterNotice`: a draft broadcast to the cluster's class with the ready text, made once (a second
 * tap, or two at once, returns the same draft; a deleted draft may be made again). The principal edits and
 * publishes it on the broadcast screens. Returns the cluster as the dashboard shows it.
 */
export async function draftClusterNotice(db: Db, deps: StorageDeps, actor: Actor, clusterId: number) {
  await db.transaction(async (tx) => {
    const cluster = await lockCluster(tx, actor.schoolId, clusterId)
    if (!cluster) throw notFound('Symptom cluster')
    const shown = await selectClusterFlag(tx, actor.schoolId, clusterId)
    if (shown?.broadcastId) return
    const labels = await selectClassLabels(tx, cluster.fkClass)
    const draft = await saveDraftBroadcast(tx, deps, actor, {
      ...clusterNoticeText(labels, cluster.symptom),
      needsAcknowledgement: true,
      scopes: [{ type: 'class', ID: cluster.fkClass }],
    })
    await updateCluster(tx, cluster.id, { fkBroadcast: draft.id })
  })
  return (await selectClusterFlag(db, actor.schoolId, clusterId))!
}
