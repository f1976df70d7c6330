import { defineModule } from '../../graphql/module'
import { getLoginUrl } from './resolvers/getLoginUrl'
import { validateUser } from './resolvers/validateUser'

export const ssoModule = defineModule(import.meta.url, { Query: { getLoginUrl, validateUser } })
