import { EnquiryPage } from '../pages/enquiry-page'
import { birthCertificate } from './visit-family'

/** A run-unique suffix, so a retry or a second run never meets the family of an earlier one. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`
/** A Singapore mobile number nobody else in the run has. */
export const mobile = () => `9${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
/** A birth certificate nobody else in the run has, with its check letter (the form checks it). */
export const certificate = () =>
  birthCertificate(new Date().getFullYear() - 2, Math.floor(Math.random() * 1e5))

/** A date of birth that puts the child at about three years old next year (a Nursery level). */
export const threeYearOld = () => `${new Date().getFullYear() - 2}-03-10`

/** Fills a complete newcomer family up to the programme; the centres are left to the test. */
export async function fillNewcomer(
  enquiry: EnquiryPage,
  email: string,
  mobileNumber = mobile(),
): Promise<void> {
  await enquiry.fill({
    parentFirstName: 'Mei Ling',
    parentLastName: 'Lim',
    email,
    mobileNumber,
    workplaceStaff: 'No',
    childFirstName: 'Kai',
    childLastName: 'Lim',
    dateOfBirth: threeYearOld(),
    birthCertificate: certificate(),
    nationality: 'Singapore Citizen',
    race: 'Chinese',
    monthIndex: 2,
  })
  await enquiry.chooseProgramme('Full Day')
}
