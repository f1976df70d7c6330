import { defineModule } from '../../graphql/module'
import { geocodePostalCode } from './resolvers/geocodePostalCode'

export const geocodingModule = defineModule(import.meta.url, {
  Query: { geocodePostalCode },
})
