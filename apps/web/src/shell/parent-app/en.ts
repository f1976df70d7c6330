/** The installable parent app's texts: reading offline, and notifications on this device. */
export const parentAppEn = {
  offlineTitle: 'You are offline',
  offlineBody: 'You are reading what this device saved on {{when}}. It updates when you are back online.',
} as const
