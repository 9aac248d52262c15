import type { DictionariesMessages } from '../zh-cn/dictionaries.ts';

export const dictionariesId: DictionariesMessages = {
  system: {
    dict: {
      keyword: 'Kata kunci',
      code: 'Kode kamus',
      name: 'Nama kamus',
      items: 'Item kamus',
      itemsTitle: 'Item kamus: {{name}}',
      label: 'Label',
      labelHint: 'Kunci terjemahan (misalnya dict.on_off.true) ditampilkan dalam bahasa saat ini',
      nameHint: 'Kunci terjemahan (misalnya dict.on_off) ditampilkan dalam bahasa saat ini',
      value: 'Nilai',
      tagType: 'Jenis tag',
      addTitle: 'Tambah kamus',
      editTitle: 'Ubah kamus',
      addItemTitle: 'Tambah item',
      editItemTitle: 'Ubah item',
    },
  },
  dict: {
    withdrawal_status: {
      title: 'Status penarikan',
      pending: 'Menunggu peninjauan',
      awaiting_second: 'Menunggu persetujuan kedua',
      approved: 'Disetujui',
      rejected: 'Ditolak',
    },
    investment_status: {
      title: 'Status investasi',
      active: 'Aktif',
      settled: 'Diselesaikan',
    },
    balance_record_kind: {
      title: 'Jenis catatan saldo',
      recharge: 'Isi ulang',
      adjustment: 'Penyesuaian',
      investment: 'Investasi',
      settlement: 'Penyelesaian',
      withdrawal: 'Penarikan',
      withdrawal_refund: 'Pengembalian penarikan',
    },
    balance_reason: {
      title: 'Alasan perubahan saldo',
      bonus: 'Bonus',
      correction: 'Koreksi',
      chargeback: 'Tagihan balik',
      other: 'Lainnya',
    },
    channel_kind: {
      title: 'Jenis kanal',
      payment: 'Pembayaran',
      transfer: 'Transfer',
    },
    on_off: {
      title: 'Aktif/nonaktif',
      true: 'Aktif',
      false: 'Nonaktif',
    },
  },
};
