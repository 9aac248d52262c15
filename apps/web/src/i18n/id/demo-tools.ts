import type { DemoToolsMessages } from '../zh-cn/demo-tools.ts';

export const demoToolsId: DemoToolsMessages = {
  demoTools: {
    signature: {
      intro:
        'Tanda tangani di bawah dengan mouse, sentuhan atau pena. Goresan tetap ada saat ukuran jendela diubah.',
      canvas: 'Papan tanda tangan: tulis dengan mouse, sentuhan atau pena',
      penColor: 'Warna pena',
      colors: {
        black: 'Hitam',
        blue: 'Biru',
        red: 'Merah',
        green: 'Hijau',
      },
      penWidth: 'Ketebalan pena',
      undo: 'Batalkan goresan terakhir',
      clear: 'Bersihkan',
      save: 'Simpan sebagai PNG',
      strokes: 'Goresan: {{count}}',
      fileName: 'tanda-tangan',
    },
    websocket: {
      intro:
        'Peristiwa yang dikirim server melalui saluran langsung, sesuai urutan kedatangan. Anda hanya menerima jenis peristiwa yang diizinkan oleh hak akses Anda.',
      status: 'Koneksi',
      statuses: {
        connecting: 'Menghubungkan',
        open: 'Terhubung',
        reconnecting: 'Menghubungkan ulang',
        closed: 'Tertutup',
      },
      filter: 'Jenis peristiwa',
      allTypes: 'Semua',
      pause: 'Jeda',
      resume: 'Lanjutkan',
      clear: 'Bersihkan',
      received: 'Diterima: {{count}}',
      held: '{{count}} diterima selama jeda',
      cap: 'Menyimpan {{count}} peristiwa terakhir',
      empty: 'Belum ada peristiwa. Peristiwa akan muncul di sini saat terjadi.',
      emptyFilter: 'Tidak ada peristiwa jenis ini',
      summary: {
        investmentCreated: '{{name}} berinvestasi {{amount}} di {{project}}',
        investmentSettled: '{{count}} investasi diselesaikan',
        withdrawalCreated: '{{name}} meminta penarikan {{amount}}',
        withdrawalReviewed: 'Penarikan {{amount}} oleh {{name}}: {{status}}',
      },
      reviewStatuses: {
        pending: 'menunggu',
        approved: 'disetujui',
        rejected: 'ditolak',
      },
    },
    icons: {
      intro:
        'Semua ikon yang dapat ditampilkan sidebar. Klik ikon, atau tekan Enter padanya, untuk menyalin namanya.',
      search: 'Cari ikon',
      count: '{{count}} ikon',
      copy: 'Salin nama ikon {{name}}',
      copied: 'Tersalin "{{name}}"',
      copyFailed: 'Tidak dapat menyalin ke papan klip',
      empty: 'Tidak ada ikon yang cocok dengan "{{keyword}}"',
    },
    iconSelector: {
      intro: 'Pemilih ikon dari manajemen menu: pilih ikon dan lihat tampilannya di sidebar.',
      icon: 'Ikon',
      placeholder: 'Pilih ikon',
      preview: 'Pratinjau',
      none: 'Belum ada ikon yang dipilih',
      reset: 'Atur ulang',
    },
  },
};
