/** Text of the enquiry form's centre search and map. */
export const enquiryLocationEn = {
  needDates: 'Choose the date of birth and the enrolment month first to see the centres.',
  postalCode: 'Your postal code',
  postalCodeHint:
    'Six digits; marks where you live and lists the centres within {{radius}} km, nearest first',
  map: 'Map of the centres. The same centres are listed below the map.',
  mapLoading: 'Loading the map…',
  legend: 'Centres you are interested in (up to {{max}})',
  limit: 'You can choose at most {{max}} centres.',
  limitInfo: 'Why {{centre}} cannot be chosen',
  chosen: 'Your chosen centres ({{count}} of {{max}})',
  remove: 'Remove {{centre}}',
  search: 'Postal code or place',
  searchHint: 'Centres within {{radius}} km, nearest first',
  searchStart: 'Type a postal code or a place in Singapore to see the centres near it.',
  distance: '{{distance}} km',
} as const
