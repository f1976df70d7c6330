import { graphql } from '../../generated'

export const childrenWithoutAttendanceQuery = graphql(`
  query ChildrenWithoutAttendance($centreId: Int!, $month: String!) {
    getChildrenWithoutAttendance(centreId: $centreId, month: $month) {
      childID
      firstname
      lastname
      enrolledFrom
      enrolledTo
    }
  }
`)
