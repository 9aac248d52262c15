import type { FinanceMessages } from '../zh-cn/finance.ts';

export const financeId: FinanceMessages = {
  finance: {
    fund: {
      range: 'Rentang tanggal',
      zoneDay: 'Hari dihitung menurut waktu {{zone}}',
      date: 'Tanggal',
      totals: 'Total rentang',
      figures: {
        recharged: 'Isi ulang',
        adjusted: 'Penyesuaian',
        invested: 'Investasi',
        settled_principal: 'Pokok dikembalikan',
        profit_paid: 'Keuntungan dibayar',
        withdrawn: 'Penarikan',
        refunded: 'Pengembalian penarikan',
        pending_withdrawals: 'Penarikan tertunda',
      },
      presets: {
        last7: '7 hari terakhir',
        last30: '30 hari terakhir',
        thisMonth: 'Bulan ini',
        lastMonth: 'Bulan lalu',
      },
    },
    currency: {
      keyword: 'Kata kunci',
      code: 'Kode mata uang',
      codeHint: 'Kode ISO 4217: tiga huruf kapital, misalnya USD',
      name: 'Nama mata uang',
      symbol: 'Simbol',
      decimals: 'Jumlah desimal',
      decimalsHint:
        'Jumlah disimpan dalam satuan terkecil: 2 untuk sen, 0 bila tidak ada satuan yang lebih kecil',
      isDefault: 'Mata uang default',
      default: 'Default',
      makeDefault: 'Jadikan default',
      addTitle: 'Tambah mata uang',
      editTitle: 'Ubah mata uang',
    },
  },
};
