import type { FundsMessages } from '../zh-cn/funds.ts';

export const fundsId: FundsMessages = {
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
        withdrawn: 'Penarikan diajukan',
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
  },
};
