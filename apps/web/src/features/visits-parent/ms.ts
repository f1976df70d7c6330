import type { Translation } from '../../i18n/translation'
import type { parentEnquiriesEn } from './en'

/** Teks pertanyaan, langkah dan tempahan lawatan ibu bapa (Bahasa Melayu). */
export const parentEnquiriesMs = {
  title: 'Pertanyaan untuk {{name}}',
  help: 'Tempah lawatan ke pusat dan kelas percubaan, kemudian daftar.',
  openRegistration: 'Pendaftaran',
  openDocuments: 'Dokumen dan persetujuan',
  loadError: 'Pertanyaan anda tidak dapat dimuatkan.',
  none: 'Tiada pertanyaan terbuka untuk anak ini.',
  centre: 'Pusat',
  level: 'Tahap',
  enrolmentMonth: 'Bulan pendaftaran',
  vacancy: 'Kekosongan',
  vacancyAvailable: 'Ada kekosongan',
  waitList: 'Senarai menunggu',
  class: 'Kelas',
  classToCome: 'Pusat akan menetapkan kelas sebelum tarikh mula',
  startDate: 'Tarikh mula',
  enrolled: 'Berdaftar di {{centre}}',
  state: 'Status',
  steps: 'Kemajuan pertanyaan',
  stepStatus: {
    done: 'Selesai',
    current: 'Langkah semasa',
    upcoming: 'Akan datang',
    skipped: 'Dilangkau',
  },
  visits: 'Lawatan',
  visitType: {
    centre_visit: 'Lawatan ke pusat',
    trial: 'Kelas percubaan',
  },
  bookVisit: 'Tempah lawatan ke pusat',
  bookTrial: 'Tempah kelas percubaan',
  reschedule: {
    centre_visit: 'Tukar masa lawatan',
    trial: 'Tukar masa kelas percubaan',
  },
  cancelVisit: 'Batalkan lawatan',
  addToCalendar: 'Tambah ke kalendar saya',
  centreRemarks: 'Catatan pusat: {{remarks}}',
  calendarFailed: 'Fail kalendar tidak dapat dimuat turun. {{message}}',
  registerNext: 'Pendaftaran ialah langkah seterusnya: pusat akan membimbing anda.',
  awaitingApproval: 'Menunggu pengesahan pusat.',
  centreWillContact:
    'Pusat tiada masa lawatan yang dibuka untuk tempahan buat masa ini. Pusat akan menghubungi anda untuk mengatur lawatan.',
  trialFee: 'Yuran kelas percubaan',
  payment: {
    pending: 'Bayaran belum selesai',
    completed: 'Bayaran selesai',
  },
  payAtCentre: 'Sila bayar yuran kelas percubaan di pusat.',
  cancelEnquiry: 'Batalkan pertanyaan',
  cancelEnquiryTitle: 'Batalkan pertanyaan ini?',
  cancelEnquiryText:
    'Pertanyaan untuk {{child}} di {{centre}} akan dibatalkan, bersama lawatan yang telah ditempah untuknya. Tindakan ini tidak boleh dibuat asal.',
  cancelEnquiryConfirm: 'Batalkan pertanyaan',
  enquiryCancelled: 'Pertanyaan di {{centre}} telah dibatalkan.',
  cancelVisitTitle: 'Batalkan lawatan ke pusat ini?',
  cancelVisitText: 'Lawatan anda pada {{date}} jam {{time}} akan dibatalkan. Anda boleh menempah masa lain.',
  cancelVisitConfirm: 'Batalkan lawatan',
  visitCancelled: 'Lawatan anda telah dibatalkan.',
  keepEnquiry: 'Kekalkan pertanyaan',
  keepVisit: 'Kekalkan lawatan',
  booking: {
    bookTitle: {
      centre_visit: 'Tempah lawatan ke pusat',
      trial: 'Tempah kelas percubaan',
    },
    rescheduleTitle: {
      centre_visit: 'Tukar masa lawatan ke pusat',
      trial: 'Tukar masa kelas percubaan',
    },
    at: 'Di {{centre}}',
    current: 'Tempahan sekarang: {{date}}, {{time}}',
    chooseDay: 'Pilih hari',
    dayHelp: 'Hanya hari yang ada masa kosong boleh dipilih.',
    noDays: 'Tiada hari kosong bulan ini. Cuba bulan depan.',
    chooseTime: 'Pilih masa (waktu Singapura)',
    noTimes: 'Tiada lagi masa kosong pada hari ini. Sila pilih hari lain.',
    placesLeft: '{{count}} lagi',
    slot: '{{from}} hingga {{to}}',
    confirm: 'Sahkan tempahan',
    confirmReschedule: 'Sahkan masa baharu',
    booked: {
      centre_visit: 'Lawatan anda ke pusat telah ditempah pada {{date}}, {{time}}.',
      trial: 'Kelas percubaan anda telah ditempah pada {{date}}, {{time}}.',
    },
    moved: {
      centre_visit:
        'Lawatan anda ke pusat telah dipindahkan ke {{date}}, {{time}}. Pusat akan mengesahkan masa baharu.',
      trial:
        'Kelas percubaan anda telah dipindahkan ke {{date}}, {{time}}. Pusat akan mengesahkan masa baharu.',
    },
    loadingCalendar: 'Memuatkan kalendar…',
  },
} satisfies Translation<typeof parentEnquiriesEn>
