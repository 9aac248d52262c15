import type { TwoFactorMessages } from '../zh-cn/two-factor.ts';

export const twoFactorId: TwoFactorMessages = {
  system: {
    // The signed-in admin's own two-factor screen.
    twoFactor: {
      title: 'Autentikasi dua faktor',
      required: 'Peran Anda mewajibkan autentikasi dua faktor. Aktifkan untuk melanjutkan.',
      on: 'Aktif',
      off: 'Nonaktif',
      offIntro:
        'Jika aktif, saat masuk Anda juga perlu memasukkan kode 6 digit dari aplikasi autentikator selain kata sandi.',
      onIntro:
        'Saat masuk, Anda perlu memasukkan kode 6 digit dari aplikasi autentikator selain kata sandi. Tanpa ponsel, setiap kode pemulihan dapat dipakai masuk satu kali.',
      turnOn: 'Aktifkan autentikasi dua faktor',
      turnOff: 'Nonaktifkan autentikasi dua faktor',
      turnedOn: 'Autentikasi dua faktor aktif',
      turnedOff: 'Autentikasi dua faktor nonaktif',
      currentPassword: 'Kata sandi saat ini',
      setupIntro:
        'Pindai kode QR dengan aplikasi autentikator (seperti Google Authenticator atau Microsoft Authenticator) atau ketik kuncinya, lalu masukkan kode 6 digit yang ditampilkan.',
      qrAlt: 'Kode QR untuk aplikasi autentikator',
      keyLabel: 'Kunci',
      codeLabel: 'Kode',
      confirm: 'Aktifkan',
      cancelSetup: 'Batalkan penyiapan',
      recoveryTitle: 'Kode pemulihan',
      recoveryIntro: 'Setiap kode pemulihan hanya dapat dipakai masuk satu kali. Simpan di tempat yang aman.',
      showCodes: 'Tampilkan kode pemulihan',
      hideCodes: 'Sembunyikan kode pemulihan',
      regenerate: 'Buat kode pemulihan baru',
      regenerateConfirm: 'Kode baru menggantikan semua kode lama, yang tidak akan berlaku lagi. Lanjutkan?',
      regenerated: 'Kode pemulihan baru telah dibuat',
    },
  },
};
