import type { FastifyInstance } from 'fastify'
import type { HttpDeps } from '../context'

/**
 * The job queue's development hook: POST /dev/jobs/<name>/run works that job's waiting runs at once, those sent to
 * run later included (a broadcast's reminder after the school's delay), so a browser test follows a delayed step
 * without waiting on the clock. On only where the development mailbox is (a loopback demo, or DEV_MAILBOX=force).
 */
export function registerJobDevRoutes(
  app: FastifyInstance,
  deps: Pick<HttpDeps, 'config' | 'platform'>,
): void {
  if (!deps.config.devMailbox) return
  const { jobs } = deps.platform
  app.post<{ Params: { name: string } }>('/dev/jobs/:name/run', async (req, reply) => {
    const job = jobs.definition(req.params.name)
    if (!job) return reply.status(404).send({ error: 'No such job' })
    return reply.send({ ran: await jobs.runDue(job, { scheduled: true }) })
  })
}
