import { defineModule } from '../../platform/module'
import { activateStaff } from './resolvers/activateStaff'
import { addNewStaff } from './resolvers/addNewStaff'
import { findAllStaff } from './resolvers/findAllStaff'
import { findStaffByID } from './resolvers/findStaffByID'
import { getADUserByEmail } from './resolvers/getADUserByEmail'
import { getADUsersByName } from './resolvers/getADUsersByName'
import { removeStaff } from './resolvers/removeStaff'
import { updateStaff } from './resolvers/updateStaff'

export const staffModule = defineModule(import.meta.url, {
  Query: { findAllStaff, findStaffByID, getADUserByEmail, getADUsersByName },
  Mutation: { addNewStaff, updateStaff, removeStaff, activateStaff },
})
