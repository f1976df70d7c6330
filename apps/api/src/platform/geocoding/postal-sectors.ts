/**
 * Singapore's postal sectors: the first two digits of a postal code name the sector, and each sector lies in one
 * postal district with a known area. The coordinates are the area's approximate centre (to a few hundred metres to
 * a kilometre or two), for postal codes the bundled table does not list: such a place is flagged approximate, and
 * the address says it is the sector, never a made-up street. Sector 74 is not in use.
 */
export interface PostalSector {
  area: string
  lat: number
  lng: number
}

const sector = (area: string, lat: number, lng: number): PostalSector => ({ area, lat, lng })

export const POSTAL_SECTORS: Readonly<Record<string, PostalSector>> = {
  '01': sector('Raffles Place, Marina', 1.2838, 103.8515),
  '02': sector('Raffles Place, Marina', 1.2806, 103.85),
  '03': sector('Raffles Place, Marina', 1.291, 103.858),
  '04': sector('Raffles Place, Marina', 1.2785, 103.851),
  '05': sector("Chinatown, People's Park", 1.285, 103.845),
  '06': sector('Raffles Place, Cecil Street', 1.282, 103.849),
  '07': sector('Tanjong Pagar, Anson', 1.278, 103.844),
  '08': sector('Tanjong Pagar, Anson', 1.277, 103.842),
  '09': sector('Telok Blangah, HarbourFront', 1.272, 103.819),
  '10': sector('Telok Blangah, HarbourFront', 1.27, 103.814),
  '11': sector('Pasir Panjang, West Coast', 1.295, 103.775),
  '12': sector('Clementi', 1.315, 103.765),
  '13': sector('Clementi West', 1.306, 103.76),
  '14': sector('Queenstown', 1.295, 103.805),
  '15': sector('Bukit Merah, Tiong Bahru', 1.284, 103.823),
  '16': sector('Tiong Bahru, Outram', 1.284, 103.833),
  '17': sector('City Hall, Beach Road', 1.293, 103.853),
  '18': sector('Bugis, Middle Road', 1.299, 103.856),
  '19': sector('Golden Mile, Kampong Glam', 1.303, 103.861),
  '20': sector('Little India', 1.307, 103.852),
  '21': sector('Farrer Park, Lavender', 1.312, 103.856),
  '22': sector('Orchard, River Valley', 1.299, 103.836),
  '23': sector('Orchard, Cairnhill', 1.304, 103.834),
  '24': sector('Tanglin, Holland Road', 1.307, 103.815),
  '25': sector('Tanglin, Bukit Timah Road', 1.315, 103.817),
  '26': sector('Bukit Timah, Sixth Avenue', 1.327, 103.799),
  '27': sector('Holland Village, Ghim Moh', 1.312, 103.793),
  '28': sector('Watten Estate', 1.33, 103.813),
  '29': sector('Novena, Thomson', 1.322, 103.835),
  '30': sector('Novena, Thomson', 1.33, 103.838),
  '31': sector('Toa Payoh', 1.334, 103.85),
  '32': sector('Balestier', 1.326, 103.851),
  '33': sector('Toa Payoh East', 1.335, 103.86),
  '34': sector('MacPherson, Potong Pasir', 1.332, 103.872),
  '35': sector('Potong Pasir', 1.334, 103.869),
  '36': sector('Aljunied', 1.321, 103.883),
  '37': sector('Braddell, Upper Aljunied', 1.331, 103.878),
  '38': sector('Geylang', 1.315, 103.888),
  '39': sector('Geylang, Paya Lebar', 1.317, 103.892),
  '40': sector('Paya Lebar', 1.324, 103.892),
  '41': sector('Eunos', 1.321, 103.903),
  '42': sector('Katong, Joo Chiat', 1.305, 103.903),
  '43': sector('Katong, Amber Road', 1.303, 103.899),
  '44': sector('Marine Parade', 1.303, 103.907),
  '45': sector('Siglap, Frankel', 1.31, 103.924),
  '46': sector('Bedok North', 1.331, 103.933),
  '47': sector('Bedok Reservoir', 1.334, 103.92),
  '48': sector('Upper East Coast, Bayshore', 1.316, 103.942),
  '49': sector('Loyang, Changi', 1.368, 103.972),
  '50': sector('Changi', 1.38, 103.987),
  '51': sector('Pasir Ris', 1.373, 103.949),
  '52': sector('Tampines', 1.353, 103.944),
  '53': sector('Hougang', 1.371, 103.892),
  '54': sector('Sengkang', 1.392, 103.895),
  '55': sector('Serangoon Gardens', 1.363, 103.866),
  '56': sector('Ang Mo Kio', 1.37, 103.849),
  '57': sector('Bishan', 1.351, 103.848),
  '58': sector('Upper Bukit Timah', 1.35, 103.777),
  '59': sector('Clementi Park, Ulu Pandan', 1.33, 103.775),
  '60': sector('Jurong East', 1.333, 103.742),
  '61': sector('Jurong, Teban Gardens', 1.322, 103.73),
  '62': sector('Jurong, Boon Lay', 1.33, 103.706),
  '63': sector('Tuas, Pioneer', 1.325, 103.665),
  '64': sector('Jurong West', 1.345, 103.708),
  '65': sector('Bukit Batok', 1.349, 103.75),
  '66': sector('Hillview, Dairy Farm', 1.364, 103.768),
  '67': sector('Bukit Panjang', 1.379, 103.763),
  '68': sector('Choa Chu Kang', 1.385, 103.745),
  '69': sector('Lim Chu Kang, Tengah', 1.4, 103.718),
  '70': sector('Lim Chu Kang', 1.42, 103.715),
  '71': sector('Sungei Gedong', 1.42, 103.73),
  '72': sector('Kranji, Woodgrove', 1.43, 103.77),
  '73': sector('Woodlands', 1.438, 103.788),
  '75': sector('Sembawang', 1.449, 103.82),
  '76': sector('Yishun', 1.429, 103.835),
  '77': sector('Upper Thomson', 1.377, 103.827),
  '78': sector('Springleaf, Yio Chu Kang', 1.397, 103.818),
  '79': sector('Seletar', 1.404, 103.869),
  '80': sector('Seletar Hills', 1.383, 103.87),
  '81': sector('Changi Airport, Loyang', 1.358, 103.989),
  '82': sector('Punggol', 1.405, 103.902),
}

/** The sector of a six-digit postal code, or null when its first two digits are not a sector in use. */
export const postalSectorOf = (postalCode: string): PostalSector | null =>
  /^\d{6}$/.test(postalCode) ? (POSTAL_SECTORS[postalCode.slice(0, 2)] ?? null) : null
