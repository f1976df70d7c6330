import { z } from 'zod'
import { isValidEmail, normaliseEmail } from './email-address'
import { V } from './messages'

// The plain helpers live apart (no zod), so a page can use them before it loads these rules; imported from here too.
export * from './email-address'

export const emailSchema = (requiredMessage: string = V.required) =>
  z
    .string({ error: requiredMessage })
    .transform(normaliseEmail)
    .pipe(z.string().min(1, requiredMessage).refine(isValidEmail, V.emailInvalid))
