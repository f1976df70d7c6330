import { type ModuleAccess, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // planning: capacity and vacancies of the victims' centre, and its capacity change requests
    capacitiesByFkCentreFkLevelYear: {},
    findAllVacancies: {},
    findAllNegativeVacanciesByCentre: {},
    capacityDraftsByFkSchool: {
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.capacityDraftId,
      },
    },
    submitVacancyPlanning: { variables: (v) => ({ CapacityDraft: { fkCentre: v.world.centre.id } }) },
    approveCapacityChangeRequest: {},
    rejectCapacityChangeRequest: {},
    cancelCapacityChangeRequest: {},
  },
}
