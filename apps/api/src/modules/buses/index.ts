import { defineModule } from '../../platform/module'
import { busDetails } from './resolvers/bus-details'
import { deleteBusDriverByID } from './resolvers/deleteBusDriverByID'
import { findAllBus } from './resolvers/findAllBus'
import { findAllBusDriver } from './resolvers/findAllBusDriver'
import { findAllChildrenNotAssignedToBus } from './resolvers/findAllChildrenNotAssignedToBus'
import { insertBusDriver } from './resolvers/insertBusDriver'
import { insertOrUpdateBusForSchool } from './resolvers/insertOrUpdateBusForSchool'
import { removeBusById } from './resolvers/removeBusById'
import { updateBusDriverByFields } from './resolvers/updateBusDriverByFields'

export const busesModule = defineModule(import.meta.url, {
  Query: { findAllBus, findAllChildrenNotAssignedToBus, findAllBusDriver },
  Mutation: {
    insertOrUpdateBusForSchool,
    removeBusById,
    insertBusDriver,
    updateBusDriverByFields,
    deleteBusDriverByID,
  },
  Bus: busDetails,
})
