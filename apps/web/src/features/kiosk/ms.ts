import type { Translation } from '../../i18n/translation'
import type { kioskEn } from './en'

/** Kiosk pusat (digunakan oleh ibu bapa dan orang yang mengambil anak di pintu) dan pas kiosk ibu bapa (Bahasa Melayu). */
export const kioskMs = {
  title: 'Kiosk daftar masuk',
  chooseCentre: 'Pusat',
  open: 'Buka kiosk pada tablet ini',
  openHelp:
    'Selepas itu, ibu bapa dan orang yang diberi kuasa mengambil anak boleh mendaftar masuk dan keluar anak di sini dengan kod daripada aplikasi ibu bapa.',
  closed: 'Tablet ini tiada kiosk yang dibuka. Kakitangan pusat membukanya selepas log masuk.',
  scanLabel: 'Imbas kod QR atau taip PIN',
  continue: 'Teruskan',
  scanCamera: 'Imbas dengan kamera',
  cameraTitle: 'Hadapkan kod QR ke kamera',
  cameraHelp: 'Kod dibaca sebaik sahaja kamera melihatnya.',
  cameraFailed: 'Kamera tidak dapat digunakan pada tablet ini. Taip PIN atau gunakan pengimbas.',
  cameraCancel: 'Batal',
  collectors: 'Boleh mengambil {{name}}',
  mobileEnding: 'telefon bimbit berakhir {{digits}}',
  photoOf: 'Gambar {{name}}',
  mobile: 'Nombor telefon bimbit anda',
  temperature: 'Suhu badan {{name}} (°C)',
  symptoms: 'Gejala {{name}} (jika ada)',
  checkIn: 'Daftar masuk',
  checkOut: 'Daftar keluar',
  checkedIn: 'Sudah didaftar masuk. Selamat menjalani hari yang indah!',
  checkedOut: 'Sudah didaftar keluar. Jumpa lagi!',
  startOver: 'Mula semula',
  close: 'Tutup kiosk',
  passTitle: 'Kod kiosk',
  passHelp:
    'Tunjukkan kod QR ini di kiosk pusat, atau taip PIN, untuk mendaftar masuk atau keluar anak anda. Kod ini boleh digunakan sekali sahaja, dalam tempoh 10 minit.',
  passShow: 'Tunjukkan kod saya',
  passPin: 'PIN {{pin}}',
  passQrAlt: 'Kod QR kiosk',
} satisfies Translation<typeof kioskEn>
