import { Access, RegistrationFlowMsg, V } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { registrationSteps, userAddresses } from '../../db/schema'
import { buildParent, buildRegistration, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'

const CONTACTS = graphql(`
  query RegistrationFamilyContacts($IDChild: Int!) {
    getFamilyContacts(IDChild: $IDChild) {
      address {
        fkUser
        postcode
        address
        unit
      }
      emergencyContact
    }
  }
`)

const SAVE_MY_ADDRESS = graphql(`
  mutation RegistrationSaveMyAddress($IDChild: Int!, $addressData: UserAddressInput!) {
    updateMyAddressFromChild(IDChild: $IDChild, addressData: $addressData) {
      address {
        fkUser
        postcode
        address
        unit
      }
    }
  }
`)

const SAVE_EMERGENCY = graphql(`
  mutation RegistrationSaveEmergencyContact($IDChild: Int!, $data: JSON!) {
    updateChildEmergencyContact(IDChild: $IDChild, data: $data) {
      emergencyContact
    }
  }
`)

const contact = {
  firstname: 'Hui',
  lastname: 'Lim',
  relationToChild: 'Grandparent',
  mobilePhone: '9876 5432',
}
const address = { postcode: '520123', address: '123 Tampines Street 11', unit: '#04-56' }

async function world() {
  const school = await buildSchool()
  const family = await buildRegistration(school, { state: 'enrolled', offer: null })
  return { school, centre: { id: family.centreId }, family }
}

describe("the family's contacts from the child's profile", () => {
  it("saves the parent's own address and the child's emergency contact, and reads them back", async () => {
    const { school, family } = await world()
    const saved = await gql(
      SAVE_MY_ADDRESS,
      { IDChild: family.childId, addressData: address },
      family.parent.token,
    )
    expect(saved.errors).toBeUndefined()
    expect(saved.data!.updateMyAddressFromChild.address).toEqual({ fkUser: family.parent.id, ...address })
    const changed = await gql(SAVE_EMERGENCY, { IDChild: family.childId, data: contact }, family.parent.token)
    expect(changed.errors).toBeUndefined()
    const read = (await gql(CONTACTS, { IDChild: family.childId }, family.parent.token)).data!
      .getFamilyContacts
    expect(read.address).toMatchObject(address)
    // Stored as the registration's emergency contact section, the phone normalised by the same rules.
    expect(read.emergencyContact).toMatchObject({
      firstname: 'Hui',
      mobilePhone: '98765432',
      mobilePhoneCountryCode: '+65',
    })
    const [step] = await school.db
      .select()
      .from(registrationSteps)
      .where(
        and(
          eq(registrationSteps.fkEnquiry, family.enquiryId),
          eq(registrationSteps.step, 'emergency_contact'),
        ),
      )
    expect(step.fkUser).toBe(family.parent.id)
  })

  it('checks the address and the contact by the registration rules', async () => {
    const { family } = await world()
    const noPostcode = await gql(
      SAVE_MY_ADDRESS,
      { IDChild: family.childId, addressData: { ...address, postcode: '12' } },
      family.parent.token,
    )
    expect(errorCode(noPostcode)).toBe('BAD_USER_INPUT')
    const noName = await gql(
      SAVE_EMERGENCY,
      { IDChild: family.childId, data: { ...contact, firstname: '' } },
      family.parent.token,
    )
    expect(noName.errors?.[0].extensions?.fields).toMatchObject({ firstname: V.required })
    const notOffered = await gql(
      SAVE_EMERGENCY,
      { IDChild: family.childId, data: { ...contact, relationToChild: 'Pet' } },
      family.parent.token,
    )
    expect(errorCode(notOffered)).toBe('BAD_USER_INPUT')
    const flood = await gql(
      SAVE_EMERGENCY,
      { IDChild: family.childId, data: { ...contact, junk: 'x'.repeat(30_000) } },
      family.parent.token,
    )
    expect(flood.errors?.[0].message).toBe(RegistrationFlowMsg.tooLarge)
  })

  it("refuses another family's parent, staff and no token, and changes nothing", async () => {
    const { school, centre, family } = await world()
    const stranger = await buildParent(school)
    const staff = await buildStaff(school, { class_management: Access.read | Access.write }, [centre.id])
    for (const token of [stranger.token, staff.token]) {
      expect(errorCode(await gql(CONTACTS, { IDChild: family.childId }, token))).toBe('FORBIDDEN')
      expect(
        errorCode(await gql(SAVE_MY_ADDRESS, { IDChild: family.childId, addressData: address }, token)),
      ).toBe('FORBIDDEN')
      expect(errorCode(await gql(SAVE_EMERGENCY, { IDChild: family.childId, data: contact }, token))).toBe(
        'FORBIDDEN',
      )
    }
    expect(errorCode(await gql(SAVE_EMERGENCY, { IDChild: family.childId, data: contact }))).toBe(
      'UNAUTHENTICATED',
    )
    expect(await school.db.select().from(userAddresses).where(eq(userAddresses.fkSchool, school.id))).toEqual(
      [],
    )
    expect(
      await school.db
        .select()
        .from(registrationSteps)
        .where(eq(registrationSteps.fkEnquiry, family.enquiryId)),
    ).toEqual([])
  })
})
