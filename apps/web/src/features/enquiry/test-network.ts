import { mockGraphQL } from '../../test/graphql-mock'

/** What the public enquiry form reads before anyone types: a school with no settings and no codes. */
export const enquiryFormNetwork = () =>
  mockGraphQL({
    findAllSchoolConfig: () => ({
      data: {
        findAllSchoolConfig: { totalCount: 0, data: [] },
        findSchool: { ID: 2, name: 'Bright Horizons' },
      },
    }),
    codesByLabelFkSchool: () => ({ data: { codesByLabelFkSchool: [] } }),
    isExistingParent: () => ({ data: { isExistingParent: false } }),
  })
