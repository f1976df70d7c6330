import type { Config } from '../../config'
import type { Geocoder } from './geocoder'
import { createOneMapGeocoder } from './onemap-geocoder'
import { createTableGeocoder } from './table-geocoder'

export function createGeocoder(config: Config): Geocoder {
  return config.geocoder.kind === 'onemap'
    ? createOneMapGeocoder({ baseUrl: config.geocoder.url })
    : createTableGeocoder()
}
