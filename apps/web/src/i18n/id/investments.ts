import type { InvestmentsMessages } from '../zh-cn/investments.ts';

export const investmentsId: InvestmentsMessages = {
  investment: {
    userId: 'ID pengguna',
    userIdInvalid: 'Masukkan ID pengguna berupa bilangan bulat positif',
    user: 'Pengguna',
    project: 'Proyek',
    amount: 'Jumlah investasi',
    profitPercent: 'Tingkat keuntungan',
    profit: 'Keuntungan',
    createdAt: 'Waktu investasi',
    settleAt: 'Perkiraan waktu penyelesaian',
    settledAt: 'Waktu penyelesaian aktual',
    time: {
      label: 'Waktu investasi',
      all: 'Semua',
      day: 'Per hari',
      interval: 'Rentang',
      date: 'Pilih tanggal',
      zoneDay: 'Hari dihitung menurut waktu {{zone}}',
      start: 'Waktu mulai',
      end: 'Waktu selesai',
      pickDate: 'Silakan pilih tanggal',
      pickBound: 'Silakan pilih waktu mulai atau waktu selesai',
      startAfterEnd: 'Waktu mulai tidak boleh setelah waktu selesai',
    },
  },
};
