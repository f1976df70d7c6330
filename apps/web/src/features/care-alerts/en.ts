/** Text of the centre's alerts on the dashboard and the invoice run: the subsidy guard. */
export const careAlertsEn = {
  subsidyTitle: 'No attendance in {{month}}',
  subsidyHelp:
    'ECDA pays a month’s subsidy only for a child who attended at least one day. Check these children before the invoice run.',
  subsidyNone: 'Every child at {{centre}} has attended this month.',
  subsidyCount_one: '{{count}} child at {{centre}} has no attendance',
  subsidyCount_other: '{{count}} children at {{centre}} have no attendance',
  subsidyLeft: 'left {{date}}',
} as const
