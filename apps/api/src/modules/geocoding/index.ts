import { defineModule } from '../../graphql/module'
import { geocodePostalCode } from './resolvers/geocodePostalCode'
import { searchPlaces } from './resolvers/searchPlaces'

export const geocodingModule = defineModule(import.meta.url, {
  Query: { geocodePostalCode, searchPlaces },
})
