/** Head office's list of notifiable symptoms (staff screen, English). */
export const notifiableSymptomsEn = {
  title: 'Notifiable Symptoms',
  intro:
    'When two or more children of a class have the same one of these symptoms at their health checks within seven days, the principal is alerted with a draft notice to the class’s parents. Staff record symptoms as they type them; a symptom matches whatever its capitals and spaces.',
  symptom: 'Symptom {{number}}',
  add: 'Add a symptom',
  remove: 'Remove {{name}}',
  saved: 'Notifiable symptoms saved',
  count: '{{count}} of {{max}}',
} as const
