import type { Translation } from '../../i18n/translation'
import type { refusalsEn } from './en'

/** Sebab pelayan menolak tindakan ibu bapa (Bahasa Melayu). */
export const refusalsMs = {
  kiosk: {
    closed: 'Kiosk ini telah ditutup. Minta kakitangan pusat membukanya semula.',
    passInvalid: 'Kod ini tidak sah. Minta kod baharu dalam aplikasi ibu bapa.',
    passExpired: 'Kod ini telah tamat tempoh. Tunjukkan kod baharu daripada aplikasi ibu bapa.',
    passUsed: 'Kod ini telah digunakan. Tunjukkan kod baharu daripada aplikasi ibu bapa.',
    noChildHere: 'Tiada anak anda berada di pusat ini hari ini',
    chooseChildren: 'Pilih anak-anak',
    notAuthorised:
      'Anda bukan orang yang diberi kuasa untuk mengambil kanak-kanak ini. Kakitangan pusat telah dimaklumkan.',
    tooManyPickups:
      'Seorang kanak-kanak boleh mempunyai paling banyak 10 orang yang diberi kuasa untuk mengambilnya',
    mobileTaken:
      'Nombor telefon bimbit ini sudah didaftarkan sebagai orang yang diberi kuasa mengambil kanak-kanak ini',
  },
  visits: {
    slotFull: 'Slot masa ini telah penuh ditempah. Sila pilih slot lain.',
    slotPast: 'Slot masa ini telah berlalu. Sila pilih slot yang lebih lewat.',
    outsideAvailability:
      'Masa ini tidak dibuka untuk tempahan. Sila pilih salah satu slot masa yang tersedia.',
    noVacancy:
      'Pusat tiada kekosongan untuk tahap ini pada bulan yang dirancang, jadi lawatan belum boleh ditempah. Pusat akan menghubungi anda apabila ada tempat.',
    visitSkipped: 'Lawatan ke pusat tidak diperlukan untuk pertanyaan ini',
    trialSkipped: 'Kelas percubaan tidak diperlukan untuk pertanyaan ini',
    visitBooked: 'Lawatan ke pusat sudah ditempah untuk pertanyaan ini',
    trialBooked: 'Kelas percubaan sudah ditempah untuk pertanyaan ini',
    cannotBookVisit: 'Lawatan ke pusat tidak boleh ditempah pada peringkat pertanyaan ini',
    cannotBookTrial:
      'Kelas percubaan hanya boleh ditempah selepas lawatan ke pusat diluluskan atau tidak diperlukan',
    trialBeforeVisit:
      'Kelas percubaan mesti diadakan selepas lawatan ke pusat. Sila pilih masa yang lebih lewat.',
    alreadyTakenPlace: 'Lawatan ini telah pun berlangsung',
    sameSlot: 'Lawatan ini sudah ditempah pada masa ini. Sila pilih masa lain.',
    notChangeable: 'Lawatan ini tidak boleh diubah lagi',
  },
  events: {
    alreadyCancelled: 'Acara ini telah dibatalkan',
    deadlinePassed: 'Tarikh akhir RSVP untuk acara ini telah berlalu',
    cancellationPassed: 'RSVP untuk acara ini tidak boleh ditarik balik lagi',
    notInvited: 'Kanak-kanak ini tidak dijemput ke acara ini',
    removedByCentre: 'Pusat telah mengeluarkan kanak-kanak ini daripada senarai; sila hubungi pusat',
    consentRequired: 'Sila terima terma dan syarat',
    guestsNotAllowed: 'Tetamu tidak dibenarkan untuk acara ini',
    guestDetails: 'Masukkan nama, nombor telefon bimbit dan hubungan setiap tetamu',
  },
  leave: {
    typeInactive: 'Jenis cuti ini tidak lagi ditawarkan',
    typeNotForChild: 'Jenis cuti ini bukan untuk kanak-kanak',
    halfDayNotAllowed: 'Jenis cuti ini tidak boleh diambil separuh hari',
    overlaps: 'Cuti ini bertindih dengan permohonan cuti yang lain',
    notEnrolled: 'Kanak-kanak ini tiada tempat di pusat pada tarikh-tarikh ini',
    alreadyStarted: 'Cuti yang telah bermula tidak boleh ditarik balik',
    notCancellable: 'Permohonan cuti ini tidak boleh ditarik balik lagi',
  },
  withdrawals: {
    notEnrolled: 'Hanya kanak-kanak yang telah mendaftar boleh ditarik diri',
    liveExists: 'Kanak-kanak ini sudah mempunyai penarikan diri yang sedang diproses',
    lastDayBeforeNotice: 'Hari terakhir tidak boleh sebelum tarikh pemberitahuan',
  },
  transfers: {
    notEnrolled: 'Hanya kanak-kanak yang telah mendaftar boleh dipindahkan',
    liveExists: 'Kanak-kanak ini sudah mempunyai pertukaran yang sedang diproses',
    withdrawing: 'Kanak-kanak ini mempunyai penarikan diri yang sedang diproses',
  },
  documents: {
    notUploadable: 'Dokumen tidak boleh diubah pada langkah pendaftaran ini',
    parentMayNotUpload: 'Pusat akan memuat naik dokumen ini',
    typeUnknown: 'Jenis dokumen ini tidak digunakan oleh sekolah',
    notRemovable: 'Dokumen yang telah disahkan tidak boleh dibuang',
  },
  esign: {
    invalidLink: 'Pautan tandatangan ini tidak sah, telah tamat tempoh atau telah digunakan',
    notYourTurn: 'Borang ini sedang menunggu penandatangan yang lebih awal',
    enquiryClosed:
      'Pertanyaan ini tidak lagi menunggu tandatangan, jadi borang ini tidak boleh ditandatangani',
    withdrawalClosed:
      'Penarikan diri ini tidak lagi menunggu tandatangan, jadi borang ini tidak boleh ditandatangani',
    formSigned: 'Semua orang telah menandatangani borang ini',
    signatureInvalid: 'Tandatangan tidak dapat dibaca. Sila tandatangan semula.',
    signatureEmpty: 'Tandatangan kosong. Tandatangan di dalam kotak atau taip nama anda',
  },
  payments: {
    notPayable: 'Invois ini tidak boleh dibayar dengan kad sekarang.',
  },
  account: {
    mobileTaken: 'Nombor telefon bimbit ini digunakan oleh akaun lain.',
    sameEmail: 'Ini sudah pun alamat e-mel anda',
    emailTaken: 'Alamat e-mel ini digunakan oleh akaun lain.',
    codeInvalid: 'Kod salah atau telah tamat tempoh. Sila minta kod baharu jika ia telah tamat tempoh.',
  },
  registration: {
    notStarted: 'Mulakan pendaftaran sebelum mengisi borang',
    notOpen: 'Pendaftaran ini tidak boleh diubah lagi',
    cannotStart: 'Pertanyaan ini tiada tempat yang ditawarkan yang menunggu pendaftaran',
    childMismatch: 'Kanak-kanak ini bukan kanak-kanak bagi pertanyaan ini',
    offerLapsed: 'Tawaran tempat ini telah luput. Sila hubungi pusat.',
    tooLarge: 'Langkah ini mengandungi terlalu banyak maklumat',
  },
  limits: {
    tooManyAttempts: 'Terlalu banyak percubaan. Sila tunggu beberapa minit dan cuba lagi.',
    accountLocked:
      'Terlalu banyak log masuk yang gagal ke akaun ini. Log masuk dari peranti yang pernah anda gunakan, atau tetapkan semula kata laluan anda melalui pautan yang kami e-melkan kepada anda.',
  },
} satisfies Translation<typeof refusalsEn>
