import type { CentreSaveInput, centreSaveSchema } from '@preschool/domain'
import type { DefaultValues, FieldPath } from 'react-hook-form'
import type { z } from 'zod'
import type { CentreDetail } from './documents'

/** What the form holds: the domain schema's input, so zodResolver(centreSaveSchema) checks it as the server does. */
export type CentreFormValues = z.input<typeof centreSaveSchema>
export type CentreFieldPath = FieldPath<CentreFormValues>

export const newCentreDefaults: DefaultValues<CentreFormValues> = {
  centreData: { code: '', ecdaCode: '', label: '', active: true },
  addressData: { postcode: '', address: '', building: '', floor: '', unit: '', lat: null, lng: null },
  postcodes: [],
  levels: [],
}

/**
 * The form's starting values for an existing centre. Only programmes the school still runs are kept: the checklist
 * shows active ones only, and the list sent back is the complete offer.
 */
export function centreToFormValues(centre: CentreDetail): DefaultValues<CentreFormValues> {
  const [address] = centre.addresses
  return {
    centreData: {
      code: centre.code,
      ecdaCode: centre.ecdaCode ?? '',
      label: centre.label,
      teacherRatio: centre.teacherRatio ?? undefined,
      active: centre.active,
    },
    addressData: {
      postcode: address?.postcode ?? '',
      address: address?.address ?? '',
      building: address?.building ?? '',
      floor: address?.floor ?? '',
      unit: address?.unit ?? '',
      lat: address?.lat ?? null,
      lng: address?.lng ?? null,
    },
    postcodes: centre.centreNearbyPostcodes.map((p) => p.postcode),
    levels: centre.centreLevels
      .filter((o) => o.level.active && o.program.active)
      .map((o) => ({ fkLevel: o.fkLevel, fkProgram: o.fkProgram })),
  }
}

/** The mutation's arguments besides the school and centre ids. */
export const toSaveArguments = (input: CentreSaveInput) => ({
  centreData: input.centreData,
  addressData: input.addressData,
  postcodes: input.postcodes,
  levels: input.levels,
})
