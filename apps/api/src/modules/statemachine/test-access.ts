import type { ModuleAccess } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // the enquiry state map (reference states are the same for every school)
    findAllEnquiryState: { allow: ['otherCentre', 'otherSchoolHq'] },
    findAllEnquiryStateMachineMap: {},
    enquiryStateMachineMapImpact: { variables: (v) => ({ IDSchool: v.world.school.id, IDMap: v.mapId }) },
    strandedEnquiryStates: {},
    addEnquiryStateMachineMap: {
      variables: (v) => ({ IDSchool: v.world.school.id, fromState: 'visit', toState: 'trial' }),
    },
    updateEnquiryStateMachineMap: {
      variables: (v) => ({ IDSchool: v.world.school.id, IDMap: v.mapId, priority: 3 }),
    },
    removeEnquiryStateMachineMap: {
      variables: (v) => ({ IDSchool: v.world.school.id, IDMap: v.mapId, confirm: true }),
    },
  },
}
