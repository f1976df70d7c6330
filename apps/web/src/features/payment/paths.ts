/** The parent's payment step of one enquiry, beside the registration form (spec 002: /overview/enrolment/{id}). */
export const paymentPath = (id: number | string) => `/overview/enrolment/${id}/payment`
