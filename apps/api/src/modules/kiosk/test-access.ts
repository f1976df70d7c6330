import type { ModuleAccess } from '../../test/access-matrix/entry'

const pickup = { name: 'Mdm Lim', relation: 'Grandmother', mobile: '91234567' }

/** The access matrix's entries for this module's root fields (test/access-matrix/access-matrix.test.ts). */
export const access: ModuleAccess = {
  // The kiosk's tablet carries no session: its token and the family's pass are the proof, checked by the service
  // (kiosk.test.ts: a closed, expired or other centre's kiosk, forged, expired and replayed passes, PIN guessing).
  publicOperations: ['getKiosk', 'endKioskSession', 'kioskIdentify', 'kioskCheckIn', 'kioskCheckOut'],
  matrix: {
    getChildAuthorisedPickups: {},
    saveChildAuthorisedPickup: { variables: (v) => ({ childID: v.family.childId, pickup }) },
    getAuthorisedPickupPhotoUploadURL: {
      variables: (v) => ({ childID: v.family.childId, filename: 'grandma.png', contentType: 'image/png' }),
    },
    removeChildAuthorisedPickup: { variables: (v) => ({ childID: v.family.childId, pickupID: 1 }) },
    startKioskSession: { variables: (v) => ({ centreId: v.world.centre.id }) },
    // Any parent shows their own family's pass.
    issueKioskPass: { allow: ['otherParent'] },
  },
}
