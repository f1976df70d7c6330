import { loadConfig } from './config'
import { seedDemoData } from './db/seed/demo'
import { syncNavigation } from './modules/navigation/sync'
import { syncEnquiryStateMap } from './modules/statemachine'
import { mailboxBannerLine } from './platform/mail/mailbox-routes'
import { createServer } from './app/server'

const started = Date.now()
const config = loadConfig()
const server = await createServer(config)
const seeded = config.seedDemo ? await seedDemoData(server.database.db, { platform: server.platform }) : null
// The menu and the state map are synced at start for existing schools; schools the seed just created need theirs too.
if (seeded?.created) {
  await syncNavigation(server.database.db)
  await syncEnquiryStateMap(server.database.db)
}
await server.app.listen({ port: config.port, host: config.host })

const lines = [
  '',
  `  Preschool platform is running at ${config.publicUrl}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  `  Database: ${server.database.kind === 'pglite' ? `embedded PostgreSQL in ${config.dataDir}` : 'PostgreSQL server'}`,
  `  ${mailboxBannerLine(config)}`,
]
if (seeded) {
  lines.push(seeded.created ? '  Demo data created. Demo accounts:' : '  Demo accounts:')
  for (const account of seeded.accounts)
    lines.push(`    ${account.role.padEnd(14)} ${account.email.padEnd(34)} ${account.how}`)
}
console.log(lines.join('\n'))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.stop().then(() => process.exit(0))
  })
}
