import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

/** Broadcasts: messages from staff to families, with read receipts and reminders (decision 0045). */
export const broadcastsModule = defineModule(import.meta.url, resolvers)

// The module's public surface: its jobs, listed in app/jobs.ts.
export { broadcastDelivery, broadcastReminder } from './delivery'
// The demo seed publishes through the same fan-out.
export { insertRecipients } from './recipient-queries'
// The public pages' rich texts keep the same formatting as a broadcast's message.
export { sanitizeDescription } from './rich-text'
// A symptom cluster's notice to a class's parents starts as a draft here (attendance).
export { saveDraftBroadcast } from './publishing'
