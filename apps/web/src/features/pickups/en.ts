/** Text of the child's Pickups tab: the persons a child's parents allow to collect the child (parents and staff). */
export const pickupsEn = {
  tab: 'Pickups',
  intro:
    'Besides the parents, only these persons may collect the child. At check-out, centre staff see their name and photo.',
  listLabel: 'Authorised pickup persons',
  empty: 'No authorised pickup persons yet.',
  photo: 'Photo',
  photoOf: 'Photo of {{name}}',
  name: 'Name',
  relation: 'Relation to the child',
  mobile: 'Mobile number',
  add: 'Add a person',
  addTitle: 'Add an authorised pickup person',
  editTitle: 'Change {{name}}',
  edit: 'Change',
  remove: 'Remove',
  save: 'Save',
  removeTitle: 'Remove {{name}}?',
  removeText: '{{name}} will no longer be able to collect the child. Their photo is deleted.',
  full: 'The list is full: remove a person before adding another.',
} as const
