/** Text of the centre kiosk (read by parents and pickup persons at the door) and of the parent's kiosk pass. */
export const kioskEn = {
  title: 'Check-in kiosk',
  chooseCentre: 'Centre',
  open: 'Open the kiosk on this tablet',
  openHelp:
    'Parents and authorised pickup persons then check children in and out here with the code from the parent app.',
  closed: 'This tablet has no open kiosk. Centre staff open it after signing in.',
  scanLabel: 'Scan the QR code or type the PIN',
  continue: 'Continue',
  mobile: 'Your mobile number',
  temperature: 'Temperature of {{name}} (°C)',
  symptoms: 'Symptoms of {{name}} (if any)',
  checkIn: 'Check in',
  checkOut: 'Check out',
  checkedIn: 'Checked in. Have a good day!',
  checkedOut: 'Checked out. See you soon!',
  startOver: 'Start over',
  close: 'Close the kiosk',
  passTitle: 'Kiosk code',
  passHelp:
    'Show this QR code at the centre’s kiosk, or type the PIN, to check your child in or out. It works once, for 10 minutes.',
  passShow: 'Show my code',
  passPin: 'PIN {{pin}}',
  passQrAlt: 'Kiosk QR code',
} as const
