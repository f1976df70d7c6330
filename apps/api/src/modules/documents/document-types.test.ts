import { Access, DocumentMsg, ErrorCode } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildDocumentTypes, buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'

const CONFIGS = graphql(`
  query DocumentsTypeConfigs($IDSchool: Int!, $fkDocumentTypeConfig: Int) {
    documentTypeConfigsByFkDocumentTypeConfig(
      IDSchool: $IDSchool
      fkDocumentTypeConfig: $fkDocumentTypeConfig
    ) {
      ID
      label
      isRequired
      listAccess
      uploadAccess
      active
    }
  }
`)

const BY_CATEGORY = graphql(`
  query DocumentsTypesByCategory($IDSchool: Int!, $category: String) {
    getDocumentTypeByDocumentCategory(IDSchool: $IDSchool, category: $category) {
      ID
      label
    }
  }
`)

const SAVE_TYPE = graphql(`
  mutation DocumentsSaveType($IDSchool: Int!, $ID: Int, $data: DocumentTypeConfigInput!) {
    insertOrUpdateDocumentTypeConfig(IDSchool: $IDSchool, ID: $ID, data: $data) {
      ID
      label
      isRequired
    }
  }
`)

const input = {
  label: 'Passport',
  description: 'Of the child',
  category: 'registration',
  isRequired: true,
  listAccess: 3,
  uploadAccess: 1,
  sortOrder: 5,
  active: true,
}

describe('document types of a school', () => {
  it('HQ adds and changes types; names are unique whatever their case', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { school_config: Access.read | Access.write })
    const added = await gql(SAVE_TYPE, { IDSchool: school.id, data: input }, hq.token)
    expect(added.data?.insertOrUpdateDocumentTypeConfig).toMatchObject({
      label: 'Passport',
      isRequired: true,
    })
    const id = added.data!.insertOrUpdateDocumentTypeConfig.ID
    const changed = await gql(
      SAVE_TYPE,
      { IDSchool: school.id, ID: id, data: { ...input, isRequired: false } },
      hq.token,
    )
    expect(changed.data?.insertOrUpdateDocumentTypeConfig.isRequired).toBe(false)
    const twice = await gql(
      SAVE_TYPE,
      { IDSchool: school.id, data: { ...input, label: 'PASSPORT' } },
      hq.token,
    )
    expect(twice.errors?.[0]).toMatchObject({
      message: DocumentMsg.labelTaken,
      extensions: { fields: { label: DocumentMsg.labelTaken } },
    })
    const blank = await gql(SAVE_TYPE, { IDSchool: school.id, data: { ...input, label: ' ' } }, hq.token)
    expect(blank.errors?.[0].extensions?.fields?.label).toBe(DocumentMsg.labelRequired)
    const badAccess = await gql(
      SAVE_TYPE,
      { IDSchool: school.id, data: { ...input, listAccess: 4 } },
      hq.token,
    )
    expect(badAccess.errors?.[0].extensions?.fields?.listAccess).toBe(DocumentMsg.access)
    const one = await gql(CONFIGS, { IDSchool: school.id, fkDocumentTypeConfig: id }, hq.token)
    expect(one.data?.documentTypeConfigsByFkDocumentTypeConfig.map((t) => t.ID)).toEqual([id])
  })

  it('staff list the active types with the staff bit (list access level 2)', async () => {
    const school = await buildSchool()
    const types = await buildDocumentTypes(school)
    const staff = await buildStaff(school, { enquiry_management: Access.read })
    const all = await gql(BY_CATEGORY, { IDSchool: school.id }, staff.token)
    expect(all.data?.getDocumentTypeByDocumentCategory.map((t) => t.ID)).toEqual([
      types.birth.id,
      types.nric.id,
      types.immunisation.id,
      types.medical.id,
    ])
    const child = await gql(BY_CATEGORY, { IDSchool: school.id, category: 'child' }, staff.token)
    expect(child.data?.getDocumentTypeByDocumentCategory.map((t) => t.ID)).toEqual([types.medical.id])
  })

  it('refuses the settings to parents, read-only staff writing and another school', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const readOnly = await buildHQ(school, { school_config: Access.read })
    const otherHq = await buildHQ(await buildSchool(), { school_config: Access.read | Access.write })
    for (const caller of [parent, readOnly, otherHq]) {
      const saved = await gql(SAVE_TYPE, { IDSchool: school.id, data: input }, caller.token)
      expect(errorCode(saved)).toBe(ErrorCode.Forbidden)
    }
    expect(errorCode(await gql(CONFIGS, { IDSchool: school.id }, parent.token))).toBe(ErrorCode.Forbidden)
    expect(errorCode(await gql(BY_CATEGORY, { IDSchool: school.id }, parent.token))).toBe(ErrorCode.Forbidden)
    expect(errorCode(await gql(CONFIGS, { IDSchool: school.id }))).toBe(ErrorCode.Unauthenticated)
  })
})
