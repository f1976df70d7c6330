/**
 * The transfer demo's family: a parent with a sign-in whose enrolled child (at the demo classes' centre) has asked
 * to move to Punggol, which the principal's second centre is. The browser test of transfers signs in as this parent.
 */
export const demoTransferFamily = {
  email: 'transfer@littlesteps.demo',
  /** The family's child: one of the enrolled children of the demo classes' centre (content/classes.ts). */
  child: { firstname: 'Ryan', lastname: 'Koh' },
  firstname: 'Grace',
  lastname: 'Chua',
  mobilePhone: '91230026',
  destinationCode: 'LS-PGL',
  remark: 'We are moving to Punggol',
} as const
