import type { DashboardMessages } from '../zh-cn/dashboard.ts';

export const dashboardId: DashboardMessages = {
  dashboardFigures: {
    range: 'Rentang tanggal',
    rangeLimit: 'Satu rentang paling banyak {{days}} hari.',
    presets: {
      today: 'Hari ini',
      last7: '7 hari terakhir',
      last30: '30 hari terakhir',
      thisMonth: 'Bulan ini',
    },
    zone: 'Hari dihitung menurut waktu {{zone}}',
    asOf: 'Per {{time}}',
    refreshing: 'Memperbarui',
    totals: {
      label: 'Total',
      members: 'Anggota',
      newMembers: '{{n}} baru dalam rentang',
      recharged: 'Isi ulang',
      invested: 'Diinvestasikan',
      profit_paid: 'Keuntungan dibayar',
      withdrawn: 'Penarikan (disetujui)',
      pending_withdrawals: 'Penarikan tertunda',
      pendingCount: '{{n}} menunggu peninjauan',
      active_principal: 'Pokok yang sedang diinvestasikan',
      settlement_backlog: 'Jatuh tempo penyelesaian',
      backlogCount: '{{n}} investasi jatuh tempo',
    },
    charts: {
      bar: 'Uang per hari',
      funnel: 'Anggota baru dalam rentang',
      pie: 'Investasi per kategori',
      radar: 'Proyek teratas menurut investasi',
    },
    bar: {
      recharged: 'Isi ulang',
      invested: 'Diinvestasikan',
      withdrawn: 'Penarikan (disetujui)',
      profit_paid: 'Keuntungan dibayar',
    },
    funnel: {
      registered: 'Terdaftar',
      invested: 'Berinvestasi',
      invested_twice: 'Berinvestasi dua kali atau lebih',
      withdrew: 'Menarik dana',
    },
    radar: {
      amount: 'Jumlah investasi',
      investors: 'Investor',
      average: 'Rata-rata investasi',
      profit_paid: 'Keuntungan dibayar',
      settled_share: 'Selesai',
    },
    empty: 'Tidak ada pergerakan uang dan tidak ada anggota terdaftar dari {{from}} sampai {{to}}',
    chartEmpty: 'Tidak ada data dalam rentang ini',
  },
};
