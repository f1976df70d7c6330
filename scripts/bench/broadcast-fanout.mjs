// The school-wide fan-out at the large operator's size: head office publishes one broadcast to the whole of the
// first brand (every family of its children) through the API, as the screen does, and the answer is timed. The
// rows it made are removed afterwards, so the dataset stays as loaded.
import { benchTokens } from './dataset.mjs'
import { graphql } from './graphql.mjs'

const publish = /* GraphQL */ `
  mutation BenchBroadcastPublish($IDSchool: Int!, $dto: BroadcastInput!) {
    saveBroadcasting(IDSchool: $IDSchool, dto: $dto, publish: true) {
      ID
      recipientCount
    }
  }
`

/** Publishes `runs` school-wide broadcasts one after another; resolves to each answer's time and the recipients. */
export async function measureFanOut(baseUrl, admin, { schoolId = 1, runs = 3 } = {}) {
  const results = []
  for (let run = 1; run <= runs; run += 1) {
    const dto = {
      subject: `Bench school-wide ${run}`,
      description: '<p>Every family of the school.</p>',
      needsAcknowledgement: true,
      scopes: [{ type: 'school', ID: schoolId }],
    }
    const started = performance.now()
    const data = await graphql(baseUrl, publish, { IDSchool: schoolId, dto }, benchTokens.hq)
    const ms = performance.now() - started
    results.push({ ms, recipients: data.saveBroadcasting.recipientCount })
    await admin.query('delete from broadcasts where id = $1', [data.saveBroadcasting.ID])
  }
  return results
}
