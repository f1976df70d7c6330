import type { LevelKey } from './levels'

/** A centre at a real Singapore address: the postal code, street and coordinates belong together. */
export interface DemoCentre {
  school: string
  code: string
  ecdaCode: string
  label: string
  teacherRatio: number
  address: { address: string; building?: string; postcode: string; lat: number; lng: number }
  /** Postal codes of neighbouring blocks, for matching a family's address to the centre. */
  nearbyPostcodes: readonly string[]
  /** Levels this centre does not run (every other level of its school, with all its programmes, it does). */
  without?: readonly LevelKey[]
}

// Coordinates are those of the block or building at the address (WGS84, as OneMap gives them).
export const demoCentres: readonly DemoCentre[] = [
  // Little Steps Preschool: ten centres across the island.
  {
    school: 'littlesteps',
    code: 'LS-AMK',
    ecdaCode: 'PT1101',
    label: 'Little Steps @ Ang Mo Kio',
    teacherRatio: 10,
    address: { address: 'Blk 628 Ang Mo Kio Avenue 4', postcode: '560628', lat: 1.380988, lng: 103.840628 },
    nearbyPostcodes: ['560627', '560629', '560630'],
  },
  {
    school: 'littlesteps',
    code: 'LS-TMP',
    ecdaCode: 'PT1102',
    label: 'Little Steps @ Tampines',
    teacherRatio: 12,
    address: { address: 'Blk 137 Tampines Street 11', postcode: '521137', lat: 1.345596, lng: 103.944595 },
    nearbyPostcodes: ['521136', '521138', '521139'],
  },
  {
    school: 'littlesteps',
    code: 'LS-PGL',
    ecdaCode: 'PT1103',
    label: 'Little Steps @ Punggol',
    teacherRatio: 12,
    address: {
      address: '681 Punggol Drive',
      building: 'Oasis Terraces',
      postcode: '820681',
      lat: 1.403611,
      lng: 103.913056,
    },
    nearbyPostcodes: ['828629', '828761'],
  },
  {
    school: 'littlesteps',
    code: 'LS-JWT',
    ecdaCode: 'PT1104',
    label: 'Little Steps @ Jurong West',
    teacherRatio: 10,
    address: { address: 'Blk 505 Jurong West Street 52', postcode: '640505', lat: 1.3497, lng: 103.71846 },
    nearbyPostcodes: ['640504', '640512'],
  },
  {
    school: 'littlesteps',
    code: 'LS-ADM',
    ecdaCode: 'PT1105',
    label: 'Little Steps @ Admiralty',
    teacherRatio: 8,
    address: {
      address: '676 Woodlands Drive 71',
      building: 'Kampung Admiralty',
      postcode: '730676',
      lat: 1.43975,
      lng: 103.800721,
    },
    nearbyPostcodes: ['730654', '730675'],
  },
  {
    school: 'littlesteps',
    code: 'LS-TPY',
    ecdaCode: 'PT1106',
    label: 'Little Steps @ Toa Payoh',
    teacherRatio: 10,
    address: { address: 'Blk 127 Lorong 1 Toa Payoh', postcode: '310127', lat: 1.33816, lng: 103.844788 },
    nearbyPostcodes: ['310126', '310128'],
  },
  {
    school: 'littlesteps',
    code: 'LS-CLE',
    ecdaCode: 'PT1107',
    label: 'Little Steps @ Clementi',
    teacherRatio: 12,
    address: { address: 'Blk 448 Clementi Avenue 3', postcode: '120448', lat: 1.31335, lng: 103.764587 },
    nearbyPostcodes: ['120445', '120449', '120451'],
    without: ['IC'],
  },
  {
    school: 'littlesteps',
    code: 'LS-BDN',
    ecdaCode: 'PT1108',
    label: 'Little Steps @ Bedok North',
    teacherRatio: 10,
    address: { address: 'Blk 85 Bedok North Street 4', postcode: '460085', lat: 1.33206, lng: 103.938812 },
    nearbyPostcodes: ['460084', '460086'],
  },
  {
    school: 'littlesteps',
    code: 'LS-YSN',
    ecdaCode: 'PT1109',
    label: 'Little Steps @ Yishun',
    teacherRatio: 12,
    address: { address: 'Blk 105 Yishun Ring Road', postcode: '760105', lat: 1.431658, lng: 103.828072 },
    nearbyPostcodes: ['760104', '760106'],
    without: ['IC'],
  },
  {
    school: 'littlesteps',
    code: 'LS-KVN',
    ecdaCode: 'PT1110',
    label: 'Little Steps @ Kovan',
    teacherRatio: 10,
    address: { address: 'Blk 209 Hougang Street 21', postcode: '530209', lat: 1.359079, lng: 103.885925 },
    nearbyPostcodes: ['530212', '530229'],
  },

  // Bright Horizons Kindergarten: six centres, kindergarten-led, two without infant care.
  {
    school: 'brighthorizons',
    code: 'BH-SKG',
    ecdaCode: 'PT2201',
    label: 'Bright Horizons @ Sengkang',
    teacherRatio: 12,
    address: {
      address: '339 Anchorvale Road',
      building: 'Anchorvale Village',
      postcode: '540339',
      lat: 1.396793,
      lng: 103.888437,
    },
    nearbyPostcodes: ['544326', '544964', '544965'],
  },
  {
    school: 'brighthorizons',
    code: 'BH-SFU',
    ecdaCode: 'PT2202',
    label: 'Bright Horizons @ Shunfu',
    teacherRatio: 10,
    address: { address: 'Blk 320 Shunfu Road', postcode: '570320', lat: 1.35182, lng: 103.837029 },
    nearbyPostcodes: ['570314', '570319'],
  },
  {
    school: 'brighthorizons',
    code: 'BH-QTN',
    ecdaCode: 'PT2203',
    label: 'Bright Horizons @ Queenstown',
    teacherRatio: 12,
    address: { address: 'Blk 159 Mei Chin Road', postcode: '140159', lat: 1.2933, lng: 103.802963 },
    nearbyPostcodes: ['140158', '140160'],
    without: ['IC'],
  },
  {
    school: 'brighthorizons',
    code: 'BH-BDR',
    ecdaCode: 'PT2204',
    label: 'Bright Horizons @ Bedok Reservoir',
    teacherRatio: 10,
    address: { address: 'Blk 630 Bedok Reservoir Road', postcode: '470630', lat: 1.33298, lng: 103.914208 },
    nearbyPostcodes: ['470631', '470632'],
  },
  {
    school: 'brighthorizons',
    code: 'BH-YUH',
    ecdaCode: 'PT2205',
    label: 'Bright Horizons @ Yuhua',
    teacherRatio: 12,
    address: { address: 'Blk 254 Jurong East Street 24', postcode: '600254', lat: 1.343433, lng: 103.737686 },
    nearbyPostcodes: ['600255', '600257'],
    without: ['IC'],
  },
  {
    school: 'brighthorizons',
    code: 'BH-GMH',
    ecdaCode: 'PT2206',
    label: 'Bright Horizons @ Ghim Moh',
    teacherRatio: 10,
    address: { address: 'Blk 20 Ghim Moh Road', postcode: '270020', lat: 1.31106, lng: 103.788292 },
    nearbyPostcodes: ['270019', '270021'],
  },

  // Sunflower Childcare: five centres, full-day care from infancy; one runs no kindergarten classes.
  {
    school: 'sunflower',
    code: 'SF-MSL',
    ecdaCode: 'PT3301',
    label: 'Sunflower @ Marsiling',
    teacherRatio: 8,
    address: { address: 'Blk 20 Marsiling Lane', postcode: '730020', lat: 1.443416, lng: 103.777006 },
    nearbyPostcodes: ['730019', '730021'],
  },
  {
    school: 'sunflower',
    code: 'SF-TKG',
    ecdaCode: 'PT3302',
    label: 'Sunflower @ Teck Ghee',
    teacherRatio: 8,
    address: { address: 'Blk 409 Ang Mo Kio Avenue 10', postcode: '560409', lat: 1.362654, lng: 103.855288 },
    nearbyPostcodes: ['560408', '560410'],
  },
  {
    school: 'sunflower',
    code: 'SF-BMV',
    ecdaCode: 'PT3303',
    label: 'Sunflower @ Bukit Merah View',
    teacherRatio: 10,
    address: { address: 'Blk 115 Bukit Merah View', postcode: '151115', lat: 1.28524, lng: 103.822372 },
    nearbyPostcodes: ['151116', '151117'],
    without: ['K1', 'K2'],
  },
  {
    school: 'sunflower',
    code: 'SF-WMP',
    ecdaCode: 'PT3304',
    label: 'Sunflower @ Whampoa',
    teacherRatio: 8,
    address: { address: 'Blk 91 Whampoa Drive', postcode: '320091', lat: 1.323428, lng: 103.85406 },
    nearbyPostcodes: ['320090', '320092'],
  },
  {
    school: 'sunflower',
    code: 'SF-MCP',
    ecdaCode: 'PT3305',
    label: 'Sunflower @ MacPherson',
    teacherRatio: 10,
    address: { address: 'Blk 89 Circuit Road', postcode: '370089', lat: 1.32364, lng: 103.885521 },
    nearbyPostcodes: ['370079', '370080'],
  },
]
