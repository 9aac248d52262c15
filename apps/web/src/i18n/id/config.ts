import type { ConfigMessages } from '../zh-cn/config.ts';

export const configId: ConfigMessages = {
  config: {
    tabs: { general: 'Umum', investment: 'Investasi', withdrawals: 'Penarikan', password: 'Ubah kata sandi' },
    withdrawalOverdueHours: 'Penarikan terlambat setelah (jam)',
    withdrawalOverdueHoursHint:
      'Permintaan penarikan yang menunggu lebih lama dari ini ditandai terlambat di daftar peninjauan (1 sampai 720).',
    readOnly: 'Anda dapat melihat pengaturan ini tetapi tidak dapat mengubahnya.',
    saved: 'Berhasil disimpan',
    customerServiceLink: 'Tautan layanan pelanggan',
    customerServiceLinkHint:
      'Alamat yang dibuka aplikasi anggota untuk layanan pelanggan; diawali http:// atau https://.',
    invitationCodeRequired: 'Kode undangan wajib',
    invitationCodeRequiredHint:
      'Jika aktif, anggota harus memasukkan kode undangan yang valid untuk mendaftar.',
    carouselImages: 'Gambar karusel',
    autoSettlement: 'Penyelesaian otomatis',
    autoSettlementHint:
      'Jika aktif, investasi yang jatuh tempo diselesaikan setiap beberapa detik. Jika nonaktif, investasi menunggu dan diselesaikan segera setelah diaktifkan kembali.',
    autoSettlementNeedsConfirm:
      'Mengubah penyelesaian otomatis juga memerlukan izin “Konfirmasi” pada Konfigurasi.',
    confirmTitle: 'Ubah pengaturan investasi?',
    confirmPause:
      'Investasi yang jatuh tempo tidak akan diselesaikan sampai penyelesaian otomatis diaktifkan kembali.',
    confirmResume: 'Setiap investasi yang sudah jatuh tempo akan diselesaikan dalam beberapa detik.',
    about: {
      intro:
        'Isi halaman “Tentang kami” di aplikasi anggota. Server menghapus skrip dan konten tidak aman saat disimpan.',
      empty: 'Belum ada isi',
    },
  },
};
