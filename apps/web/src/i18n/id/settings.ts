import type { SettingsMessages } from '../zh-cn/settings.ts';

export const settingsId: SettingsMessages = {
  config: {
    tabs: {
      general: 'Umum',
      investment: 'Investasi',
      withdrawals: 'Penarikan',
      password: 'Ubah kata sandi',
      approvals: 'Persetujuan empat mata',
    },
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
    approvals: {
      withdrawalAbove: 'Penarikan di atas',
      withdrawalAboveHint:
        'Penarikan di atas jumlah ini harus disetujui oleh dua admin yang berbeda secara bergantian; 0 mematikannya.',
      balanceEditAbove: 'Perubahan saldo di atas',
      balanceEditAboveHint:
        'Perubahan saldo (naik atau turun) di atas jumlah ini menunggu sebagai penyesuaian sampai admin lain menyetujuinya; 0 mematikannya.',
      needsConfirm: 'Mengubah jumlah persetujuan empat mata juga memerlukan izin “Konfirmasi” Pengaturan.',
    },
  },
};
