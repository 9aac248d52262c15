import type { ProjectsMessages } from '../zh-cn/projects.ts';

export const projectsId: ProjectsMessages = {
  project: {
    updatedAt: 'Waktu diperbarui',
    list: {
      keyword: 'Kata kunci',
      name: 'Nama proyek',
      category: 'Kategori',
      cover: 'Sampul',
      minAmount: 'Investasi minimum',
      profitPercent: 'Persentase keuntungan',
      profitPercentHint: 'Persentase dengan paling banyak 4 angka desimal, mis. 12,5',
      periodMinutes: 'Periode penyelesaian (menit)',
      minutes: 'menit',
      hidden: 'Disembunyikan',
      hiddenYes: 'Tersembunyi',
      hiddenNo: 'Ditampilkan',
      maxTimes: 'Maks. investasi per pengguna',
      maxTimesHint: '0 berarti tanpa batas',
      minAmountColumn: 'Investasi min.',
      periodColumn: 'Periode (menit)',
      maxTimesColumn: 'Maks./pengguna',
      unlimited: 'Tanpa batas',
      addTitle: 'Tambah proyek',
      editTitle: 'Ubah proyek',
    },
  },
};
