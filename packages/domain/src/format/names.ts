/** A person's name as people read it: first name then last name, without stray spaces when one is empty. */
export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim()

/** A child's name from an enquiry's child fields. */
export const childName = (row: { childFirstname: string; childLastname: string }) =>
  fullName({ firstname: row.childFirstname, lastname: row.childLastname })
