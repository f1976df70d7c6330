import { type ModuleAccess, ids, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // waitlist: lists answer within the caller's own reach (another centre's staff, another school's HQ get theirs)
    getWaitList: {
      rows: {
        callers: ['otherCentre', 'otherSchoolHq'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.family.enquiryId,
      },
    },
    searchChildInWaitList: {
      variables: () => ({ q: 'Ethan' }),
      rows: {
        callers: ['otherCentre', 'otherSchoolHq'],
        selection: '{ ID }',
        ids,
        victim: (v) => v.family.enquiryId,
      },
    },
    getWaitListFilter: {
      rows: {
        callers: ['otherCentre', 'otherSchoolHq'],
        selection: '{ centres { ID } }',
        ids: (data) => ids((data as { centres: unknown }).centres),
        victim: (v) => v.world.centre.id,
      },
    },
    getVacancyTab: {},
    getWaitListEnquiry: {},
    findAllChildActivityLog: {},
    findAllChildActivityLogByChild: {},
    // Tags belong to the school: staff of any of its centres read them; another school's HQ reads its own.
    findAllTags: {
      allow: ['otherCentre'],
      rows: { callers: ['otherSchoolHq'], selection: '{ ID }', ids, victim: (v) => v.tagId },
    },
    // A new tag goes to the caller's own school (no id names another).
    newTag: { allow: ['otherCentre', 'otherSchoolHq'] },
    // A school-wide tag's weight: any staff of the school with waitlist write.
    updateTagByFields: { allow: ['otherCentre'], variables: (v) => ({ ID: v.tagId }) },
    updateEnquiryTags: {},
    removeEnquiryTag: {},
    addChildActivityLog: {},
    updateEnquiryDetail: { variables: (v) => ({ ID: v.family.enquiryId }) },
    acceptVacancyForRegistration: {},
    rejectVacancyForRegistration: {},
    // The parent's own places in the queue (no id in the arguments; staff are refused by the rule).
    getMyWaitlistPositions: {
      rows: {
        callers: ['otherParent'],
        selection: '{ IDEnquiry }',
        ids: (rows) => (rows as { IDEnquiry: number }[]).map((row) => row.IDEnquiry),
        victim: (v) => v.family.enquiryId,
      },
    },
  },
}
