import { type ModuleAccess, page } from '../../test/access-matrix/entry'
import type { Victims } from '../../test/access-matrix/world'

const busDriverData = (v: Victims) => ({
  fkCentre: v.world.centre.id,
  firstname: 'Ah Kow',
  lastname: 'Lim',
  mobilePhone: '91234567',
})

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    findAllBus: {
      rows: { callers: ['otherCentre'], selection: '{ data { ID } }', ids: page, victim: (v) => v.busId },
    },
    findAllBusDriver: {
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.busDriverId,
      },
    },
    findAllChildrenNotAssignedToBus: {},
    // The victims' centre, a valid plate and a child of that centre: only the reach can refuse.
    insertOrUpdateBusForSchool: {
      variables: (v) => ({
        data: { fkCentre: v.world.centre.id, plateNumber: 'SBS3229P' },
        children: [v.busFreeChildId],
      }),
    },
    removeBusById: {},
    insertBusDriver: { variables: (v) => ({ data: busDriverData(v) }) },
    updateBusDriverByFields: { variables: (v) => ({ data: busDriverData(v) }) },
    deleteBusDriverByID: {},
  },
}
