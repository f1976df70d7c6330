import { Messages } from '@preschool/domain'

/** Text shared by every screen: buttons, states, common messages. */
export const commonEn = {
  chooseDate: 'Choose {{label}} from a calendar',
  cancel: 'Cancel',
  save: 'Save',
  delete: 'Delete',
  add: 'Add',
  yes: 'Yes',
  no: 'No',
  loading: 'Loading…',
  somethingWrong: Messages.default,
  noData: Messages.noDataFound,
  noResult: Messages.noResultFound,
  noOptions: Messages.noOptions,
  active: 'Active',
  inactive: 'Inactive',
} as const
