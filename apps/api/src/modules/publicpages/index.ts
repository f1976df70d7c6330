import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

/** The public pages (/parentsearch, /intro, /parentinfo): what anyone may read of a school before enquiring. */
export const publicPagesModule = defineModule(import.meta.url, resolvers)
