/** The installable parent app's texts: reading offline, and notifications on this device. */
export const parentAppEn = {
  offlineTitle: 'You are offline',
  offlineBody: 'You are reading what this device saved on {{when}}. It updates when you are back online.',
  pushTitle: 'Notifications on this device',
  pushHelp:
    'Get your notifications (visit decisions, offers, documents, invoices, messages from school, check-in and check-out) on this device, even when the app is closed.',
  pushTurnOn: 'Turn on notifications',
  pushTurnOff: 'Turn off notifications',
  pushIsOn: 'Notifications are on for this device.',
  pushDenied:
    'This browser blocks notifications from this app. Allow them in the browser’s settings, then try again.',
  pushUnsupported:
    'This browser cannot receive notifications. On an iPhone, add the app to the Home Screen first, then open it from there.',
  pushKinds: 'Which notifications reach your devices',
  pushKindsHelp: 'The others still appear in the bell in the app.',
  pushKindsSaved: 'Your choice is saved.',
  pushKind: {
    visit: 'Visit bookings and decisions',
    offer: 'Offers of a place',
    document: 'Document decisions',
    invoice: 'Invoices',
    event: 'Events and their photos',
    attendance: 'Check-in and check-out',
    other: 'Everything else (health, injuries, leave, withdrawals, transfers)',
  },
} as const
