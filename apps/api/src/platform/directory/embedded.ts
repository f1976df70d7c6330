import { asc, ilike, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { directoryAccounts } from '../../db/schema'
import { DIRECTORY_RESULT_LIMIT, type Directory, type DirectoryUser } from './directory'

type AccountRow = typeof directoryAccounts.$inferSelect

const toUser = (row: AccountRow): DirectoryUser => ({
  email: row.email.toLowerCase(),
  displayName: row.displayName,
  givenName: row.givenName,
  surname: row.surname,
  businessPhones: row.businessPhones,
})

/** A LIKE pattern matching the text anywhere, with the text's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The embedded identity provider's accounts (directory_accounts), which staff sign in with by default. */
export function embeddedDirectory(db: DbOrTx): Directory {
  return {
    async byEmail(email) {
      const [row] = await db
        .select()
        .from(directoryAccounts)
        .where(sql`lower(${directoryAccounts.email}) = ${email.toLowerCase()}`)
      return row ? toUser(row) : null
    },
    async byName(query) {
      const pattern = containing(query)
      const rows = await db
        .select()
        .from(directoryAccounts)
        .where(
          or(
            ilike(directoryAccounts.displayName, pattern),
            ilike(directoryAccounts.givenName, pattern),
            ilike(directoryAccounts.surname, pattern),
            ilike(directoryAccounts.email, pattern),
          ),
        )
        .orderBy(asc(directoryAccounts.displayName), asc(directoryAccounts.id))
        .limit(DIRECTORY_RESULT_LIMIT)
      return rows.map(toUser)
    },
  }
}
