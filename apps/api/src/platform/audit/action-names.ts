import { type Action, actions } from '../authz/catalogue'

/** Catalogue action -> its key ('levels.write', 'public'), for the audit row. Built once from the catalogue. */
const names = new Map<Action, string>()
for (const [area, entry] of Object.entries(actions)) {
  if ('kind' in entry) names.set(entry as Action, area)
  else for (const [verb, action] of Object.entries(entry)) names.set(action as Action, `${area}.${verb}`)
}

export const actionName = (action: Action): string => names.get(action) ?? action.kind
