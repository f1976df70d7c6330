import { defineModule } from '../../platform/module'
import { findAllCodesForAdmin } from './resolvers/findAllCodesForAdmin'
import { getSchoolBrandingUploadURL } from './resolvers/getSchoolBrandingUploadURL'
import { insertOrUpdateCode } from './resolvers/insertOrUpdateCode'
import { setCodeActive } from './resolvers/setCodeActive'
import { updateSchoolConfig } from './resolvers/updateSchoolConfig'

/** The write side of school configuration and configuration codes; the public reads stay in tenancy. */
export const schoolSettingsModule = defineModule(import.meta.url, {
  Query: { findAllCodesForAdmin },
  Mutation: { updateSchoolConfig, getSchoolBrandingUploadURL, insertOrUpdateCode, setCodeActive },
})

// The module's public surface: its HTTP route, registered by http/routes.ts.
export { registerPublicFileRoutes } from './public-files-route'
