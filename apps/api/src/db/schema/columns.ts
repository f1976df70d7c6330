import { type SQL, sql } from 'drizzle-orm'
import { integer, timestamp } from 'drizzle-orm/pg-core'

/** Numeric ids, as the spec's contract uses everywhere. By default so seeds may insert in order. */
export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity()

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

/** A list of constant words for a check constraint's `in (...)` (the values are the code's own enums, never input). */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * Latin letters with accents and their plain letters, one for one (translate's two lists): the searches that are
 * accent insensitive fold both the stored name and the keyword with it. translate and lower are immutable, so an
 * index can hold the folded expression (unaccent cannot: it is only stable).
 */
const ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤŦţťŧÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżž'
const PLAIN =
  'AAAAAAAAAaaaaaaaaaCCCCCcccccDDddEEEEEEEEEeeeeeeeeeGGGGggggHHhhIIIIIIIIIiiiiiiiiiJjKkLLLLLlllllNNNNnnnnOOOOOOOOOoooooooooRRRrrrSSSSssssTTTtttUUUUUUUUUUuuuuuuuuuuWwYYYyyyZZZzzz'

/** A text folded for accent- and case-insensitive search: the same expression in an index and in its queries. */
export const foldedText = (text: SQL) =>
  sql`lower(translate(${text}, '${sql.raw(ACCENTED)}', '${sql.raw(PLAIN)}'))`
