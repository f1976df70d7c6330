/** The signed-in parent's account page (a design addition), linked from the header's user menu. */
export const accountPaths = { account: '/account' } as const
