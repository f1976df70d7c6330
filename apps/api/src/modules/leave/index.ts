import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

/** Leave (issue 28): the school's leave types, children's and staff's requests and their approval. */
export const leaveModule = defineModule(import.meta.url, resolvers)

export { selectApprovedLeaveOn } from './queries'
