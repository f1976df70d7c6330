import { graphql } from '../../generated'
import type {
  ClassChildrenQuery,
  ClassDetailQuery,
  ClassesListQuery,
  ChildProfileQuery,
  PromotionPreviewQuery,
} from '../../generated/graphql'

export const classesListQuery = graphql(`
  query ClassesList($IDSchool: Int!, $filter: ClassFilter, $pagination: Pagination) {
    getAllClassInfo(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ID
        label
        centre {
          ID
          label
        }
        level {
          ID
          label
        }
        teachers {
          ID
          firstname
          lastname
        }
        currentChildrenCount
        upcomingChildrenCount
        capacity
        overCapacity
      }
    }
  }
`)

export const classDetailQuery = graphql(`
  query ClassDetail($IDSchool: Int!, $classID: Int!) {
    getAllClassInfo(IDSchool: $IDSchool, classID: $classID) {
      data {
        ID
        label
        description
        coverPhotoKey
        coverPhotoURL
        profilePhotoKey
        profilePhotoURL
        centre {
          ID
          label
        }
        level {
          ID
          label
        }
        teachers {
          ID
          firstname
          lastname
          email
          fkUser
        }
        currentChildrenCount
        upcomingChildrenCount
        capacity
        overCapacity
        children {
          ID
          firstname
          lastname
          dateOfBirth
          from
          upcoming
        }
      }
    }
  }
`)

export const classCentresQuery = graphql(`
  query ClassCentres {
    getAccessibleCentresForModule(module: "class_management", accessType: "write") {
      ID
      label
    }
  }
`)

/** The centres whose children the caller may list: the children list's centre filter. */
export const childListCentresQuery = graphql(`
  query ChildListCentres {
    getAccessibleCentresForModule(module: "class_management", accessType: "read") {
      ID
      label
    }
  }
`)

export const centreLevelsQuery = graphql(`
  query ClassCentreLevels($IDSchool: Int!, $centreID: Int!) {
    findAllCentreLevel(IDSchool: $IDSchool, centreID: $centreID) {
      data {
        ID
        level {
          ID
          label
        }
      }
    }
  }
`)

export const teacherSearchQuery = graphql(`
  query ClassTeacherSearch($IDSchool: Int!, $centreID: Int!, $search: String!) {
    getTeacherListOnInput(IDSchool: $IDSchool, centreID: $centreID, search: $search) {
      ID
      firstname
      lastname
      email
      fkUser
    }
  }
`)

export const createClassMutation = graphql(`
  mutation CreateNewClass($IDSchool: Int!, $classData: ClassInput!) {
    createNewClass(IDSchool: $IDSchool, classData: $classData) {
      ID
      label
      overCapacity
    }
  }
`)

export const updateClassMutation = graphql(`
  mutation UpdateClassDetails($IDSchool: Int!, $classID: Int!, $classData: ClassInput!) {
    updateClassDetails(IDSchool: $IDSchool, classID: $classID, classData: $classData) {
      ID
      label
      overCapacity
    }
  }
`)

export const deleteClassMutation = graphql(`
  mutation DeleteClassAndTeachers($IDSchool: Int!, $classID: Int!, $moveToClassID: Int) {
    deleteClassAndTeachers(IDSchool: $IDSchool, classID: $classID, moveToClassID: $moveToClassID)
  }
`)

export const classPhotoUploadMutation = graphql(`
  mutation ClassPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getClassPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

export const toAssignQuery = graphql(`
  query ChildrenToAssign($IDSchool: Int!, $classID: Int!) {
    getChildrenToAssignToClass(IDSchool: $IDSchool, classID: $classID) {
      ID
      firstname
      lastname
      dateOfBirth
      upcomingLevel {
        from
      }
    }
  }
`)

export const assignMutation = graphql(`
  mutation AssignChildrenToClass($IDSchool: Int!, $classID: Int!, $childIDs: [Int!]!, $from: Date!) {
    assignChildrenToClass(IDSchool: $IDSchool, classID: $classID, childIDs: $childIDs, from: $from) {
      ID
      overCapacity
    }
  }
`)

/** A row of the children lists (enrolled and past alike). */
export const childListRowFragment = graphql(`
  fragment ChildListRow on Child {
    ID
    firstname
    lastname
    dateOfBirth
    closestLevel {
      centre {
        ID
        label
      }
      level {
        ID
        label
      }
      from
      to
      moveReason
    }
    currentClass {
      class {
        ID
        label
      }
    }
    upcomingClass {
      class {
        ID
        label
      }
    }
  }
`)

export const childrenQuery = graphql(`
  query ClassChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {
    getChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...ChildListRow
      }
    }
  }
`)

export const pastChildrenQuery = graphql(`
  query ClassPastChildren($IDSchool: Int!, $filter: ChildFilter, $pagination: Pagination) {
    getPastChildrenData(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...ChildListRow
      }
    }
  }
`)

export const childProfileQuery = graphql(`
  query ChildProfile($IDSchool: Int!, $IDChild: Int!) {
    childByID(IDSchool: $IDSchool, IDChild: $IDChild) {
      ID
      firstname
      lastname
      dateOfBirth
      birthCertificate
      nationality
      race
      gender
      householdIncomeRange
      numFamilyMembers
      imageURL
      enrolmentDate
      childCurrentEstimatedPromotionDate
      currentLevel {
        centre {
          label
        }
        level {
          label
        }
        program {
          label
        }
        from
      }
      upcomingLevel {
        centre {
          label
        }
        level {
          label
        }
        from
      }
      currentClass {
        class {
          ID
          label
        }
        from
        teachers {
          ID
          firstname
          lastname
        }
      }
      upcomingClass {
        class {
          ID
          label
        }
        from
        teachers {
          ID
          firstname
          lastname
        }
      }
      levels {
        ID
        centre {
          label
        }
        level {
          label
        }
        from
        to
        moveReason
        nextLevel {
          label
        }
      }
      classes {
        ID
        class {
          label
        }
        level {
          label
        }
        from
        to
      }
    }
  }
`)

export const guardiansQuery = graphql(`
  query ChildGuardians($IDChild: Int!) {
    findAllGuardian(IDChild: $IDChild) {
      ID
      firstname
      lastname
      email
      mobilePhoneCountryCode
      mobilePhone
      relation
      isMainApplicant
      guardianAccess
    }
  }
`)

export const promotionPreviewQuery = graphql(`
  query PromotionPreview($IDSchool: Int!, $centreID: Int) {
    getPromotionPreview(IDSchool: $IDSchool, centreID: $centreID) {
      child {
        ID
        firstname
        lastname
        dateOfBirth
      }
      centre {
        ID
        label
      }
      fromLevel {
        ID
        label
      }
      toLevel {
        ID
        label
      }
      class {
        ID
        label
      }
      from
      moveReason
      warning
    }
  }
`)

export const promoteMutation = graphql(`
  mutation PromoteChildrenAndAssignClass($IDSchool: Int!, $items: [PromotionItemInput!]!) {
    promoteChildrenAndAssignClass(IDSchool: $IDSchool, items: $items) {
      moved
    }
  }
`)

export type ClassRow = ClassesListQuery['getAllClassInfo']['data'][number]
export type ClassDetail = ClassDetailQuery['getAllClassInfo']['data'][number]
export type ChildRow = ClassChildrenQuery['getChildrenData']['data'][number]
export type ChildProfile = ChildProfileQuery['childByID']
export type Proposal = PromotionPreviewQuery['getPromotionPreview'][number]
