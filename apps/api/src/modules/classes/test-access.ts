import { type ModuleAccess, page } from '../../test/access-matrix/entry'

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  matrix: {
    // classes and children (class_management; lists filtered by the caller's centres and class scope)
    getAllClassInfo: {},
    getTeacherListOnInput: {},
    createNewClass: {},
    updateClassDetails: {},
    deleteClassAndTeachers: {},
    getClassPhotoUploadURL: {},
    findAllChild: {
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.family.childId,
      },
    },
    getChildrenData: {
      rows: {
        callers: ['otherCentre'],
        selection: '{ data { ID } }',
        ids: page,
        victim: (v) => v.family.childId,
      },
    },
    getPastChildrenData: {},
    childByID: {},
    getChildrenToAssignToClass: {},
    findAllGuardian: {},
    // The preview and the run read only the children the caller reaches: another centre's staff get theirs.
    getPromotionPreview: {},
    promoteChildrenAndAssignClass: {},
    assignChildrenToClass: {},
    updateChildByFields: {},
    getChildPhotoUploadURL: {},
  },
}
