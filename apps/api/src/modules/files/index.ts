import { defineModule } from '../../platform/module'
import { fileUrl } from './resolvers/fileUrl'

export const filesModule = defineModule(import.meta.url, { Query: { fileUrl } })
