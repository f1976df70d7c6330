import { graphql } from '../../generated'
import type { MeQuery } from '../../generated/graphql'

/** The signed-in user: the spec's 'User (me)' fields, plus the school, the staff flag and the actions held. */
export const meQuery = graphql(`
  query Me {
    me {
      ID
      fkSchool
      firstname
      lastname
      email
      birthdate
      gender
      homePhone
      mobilePhone
      mobilePhoneCountryCode
      isHQStaff
      hasCentreScopeAccess
      hasClassScopeAccess
      isStaff
      can
      preferredLanguage
      userRoleRelations {
        ID
        fkRole
        role {
          ID
          name
          label
          isStaff
          roleTemplates {
            ID
            fkModuleCategory
            access
            moduleCategory {
              ID
              moduleCategoryCode
              label
            }
          }
        }
      }
      userAccessControls {
        ID
        fkSchool
        fkCentre
        fkClass
        school {
          ID
          name
        }
      }
      parent {
        ID
        monthlyIncome
        workplaceStaff
      }
      childRelations {
        ID
        fkChild
        child {
          ID
          firstname
          lastname
          race
          nationality
          dateOfBirth
          birthCertificate
          householdIncomeRange
          childClasses {
            from
            to
            program {
              ID
              label
            }
            class {
              ID
              fkCentre
              fkLevel
              label
            }
          }
        }
      }
    }
  }
`)

/** Ends the session on the server; the web clears its store whatever the answer. */
export const logoutMutation = graphql(`
  mutation Logout {
    logout
  }
`)

export type Me = MeQuery['me']
export type MeChild = Me['childRelations'][number]['child']
