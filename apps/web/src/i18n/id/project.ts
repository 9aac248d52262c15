import type { ProjectMessages } from '../zh-cn/project.ts';

export const projectId: ProjectMessages = {
  project: {
    updatedAt: 'Waktu diperbarui',
    category: {
      keyword: 'Kata kunci',
      name: 'Nama kategori',
      icon: 'Ikon',
      projectsCount: 'Jumlah proyek',
      addTitle: 'Tambah kategori',
      editTitle: 'Ubah kategori',
    },
    list: {
      keyword: 'Kata kunci',
      name: 'Nama proyek',
      category: 'Kategori',
      cover: 'Sampul',
      minAmount: 'Investasi minimum',
      profitPercent: 'Persentase keuntungan',
      profitPercentHint: 'Persentase dengan paling banyak 4 angka desimal, mis. 12.5',
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
