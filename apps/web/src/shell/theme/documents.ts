import { graphql } from '../../generated'

/** A school's configuration (theme colours, images, switches) and its public name, in one round trip. */
export const schoolThemeQuery = graphql(`
  query SchoolTheme($fkSchool: Int!) {
    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {
      totalCount
      data {
        ID
        fkSchool
        key
        value
      }
    }
    findSchool(ID: $fkSchool) {
      ID
      name
    }
  }
`)
