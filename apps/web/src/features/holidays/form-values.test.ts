import { describe, expect, it } from 'vitest'
import type { Holiday } from './documents'
import { holidayToFormValues, toHolidayInput } from './form-values'

const data = {
  title: 'Staff training',
  description: null,
  from: '2027-09-03',
  to: '2027-09-03',
  isPublic: false,
  centreIDs: [4, 7],
  holidayImageKey: null,
}

describe('toHolidayInput', () => {
  it('sends the chosen centres of a centre holiday', () => {
    expect(toHolidayInput(data)).toEqual(data)
  })

  it('sends no centres for a public holiday: it closes them all', () => {
    expect(toHolidayInput({ ...data, isPublic: true }).centreIDs).toEqual([])
  })
})

describe('holidayToFormValues', () => {
  it('edits the holiday with its centres by id and a blank description for none', () => {
    const holiday: Holiday = {
      ID: 3,
      title: 'Staff training',
      description: null,
      holidayImageKey: '1/holiday_photo/a.jpg',
      holidayImageURL: 'http://files/a.jpg',
      from: '2027-09-03',
      to: '2027-09-04',
      isPublic: false,
      centreHolidays: [{ ID: 1, fkCentre: 7, centre: { ID: 7, label: 'East Coast' } }],
    }
    expect(holidayToFormValues(holiday)).toEqual({
      title: 'Staff training',
      description: '',
      from: '2027-09-03',
      to: '2027-09-04',
      isPublic: false,
      centreIDs: [7],
      holidayImageKey: '1/holiday_photo/a.jpg',
    })
  })
})
