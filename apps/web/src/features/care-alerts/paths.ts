/**
 * The child profile's attendance tab (the classes feature's route, /details/child/{id}/{tab}). Written out here
 * because the invoice run (finance) shows these cards and the classes feature imports finance: importing the
 * classes paths would close a cycle between the features.
 */
export const childAttendancePath = (childId: number) => `/details/child/${childId}/attendance`
