import type { BroadcastFormInput } from '@preschool/domain'
import type { BroadcastInput } from '../../generated/graphql'
import type { Broadcast } from './documents'

export const newBroadcastDefaults: BroadcastFormInput = {
  subject: '',
  body: '',
  needsAcknowledgement: false,
  scopes: [],
  attachments: [],
}

export const broadcastToFormValues = (b: Broadcast): BroadcastFormInput => ({
  ID: b.ID,
  subject: b.subject,
  body: b.description,
  needsAcknowledgement: b.needsAcknowledgement,
  scopes: b.scopes.map((s) => ({
    type: s.type as BroadcastFormInput['scopes'][number]['type'],
    ID: s.ID,
    label: s.label,
  })),
  attachments: b.attachments.map((a) => ({ fileKey: a.fileKey, name: a.name })),
})

/** The form as the API's dto: the editor's HTML as the description (sanitised by the server), the scopes without their labels. */
export const toBroadcastInput = (values: BroadcastFormInput): BroadcastInput => ({
  ID: values.ID ?? null,
  subject: values.subject,
  description: values.body,
  needsAcknowledgement: values.needsAcknowledgement,
  scopes: values.scopes.map((s) => ({ type: s.type, ID: s.ID })),
  attachments: values.attachments,
})
