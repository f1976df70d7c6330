/* The centre rules' plain limits and messages (no zod), so a page can use them before it loads the rules. */

/** Singapore postal codes are six digits; for HDB blocks the last three are the block number. */
export const POSTAL_CODE_PATTERN = /^\d{6}$/
export const TEACHER_RATIO_MAX = 99
export const CENTRE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/
export const MAX_NEARBY_POSTCODES = 50

/** Singapore's extent with a margin (the main island, Jurong Island, Pulau Ubin and Sentosa fit inside). */
export const SINGAPORE_BOUNDS = { minLat: 1.15, maxLat: 1.48, minLng: 103.59, maxLng: 104.1 } as const

export const CentreMsg = {
  postalCode: 'Postal code must be 6 digits',
  nearbyPostcode: 'Each nearby postal code must be 6 digits',
  tooManyNearby: `At most ${MAX_NEARBY_POSTCODES} nearby postal codes`,
  code: 'Use letters, digits, - and _ only',
  codeTaken: 'A centre with this code already exists',
  teacherRatio: `Teacher ratio must be a whole number from 1 to ${TEACHER_RATIO_MAX}`,
  coordinates: 'The location must be in Singapore',
  coordinatesPair: 'Enter both latitude and longitude, or neither',
  postalCodeUnknown: 'Postal code not found: enter the latitude and longitude of the address',
  geocoderUnavailable:
    'The postal code lookup is unavailable: enter the latitude and longitude, or try again later',
  levelsRequired: 'An active centre must offer at least one programme',
  programNotOfLevel: 'The programme does not belong to the level',
  levelUnavailable: 'Choose active levels and programmes of this school',
  hasChildren: 'This centre has children in classes; deactivate it instead',
  hasClasses: 'This centre has classes; delete them first or deactivate the centre',
  inUse: 'This centre is still in use; deactivate it instead',
} as const
