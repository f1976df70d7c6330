import { defineModule } from '../../platform/module'
import { geocodePostalCode } from './resolvers/geocodePostalCode'
import { searchPlaces } from './resolvers/searchPlaces'

export const geocodingModule = defineModule(import.meta.url, {
  Query: { geocodePostalCode, searchPlaces },
})
