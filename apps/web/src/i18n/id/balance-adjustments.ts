import type { BalanceAdjustmentsMessages } from '../zh-cn/balance-adjustments.ts';

export const balanceAdjustmentsId: BalanceAdjustmentsMessages = {
  user: {
    adjustment: {
      user: 'Pengguna',
      amount: 'Jumlah perubahan',
      reason: 'Alasan',
      remarks: 'Catatan',
      balanceNotLoaded: 'Saldo tidak dapat dimuat',
      status: 'Status',
      maker: 'Diajukan oleh',
      createdAt: 'Diajukan pada',
      checker: 'Ditinjau oleh',
      checkedAt: 'Ditinjau pada',
      reviewComment: 'Komentar tinjauan',
      statuses: { pending: 'Menunggu persetujuan', approved: 'Disetujui', rejected: 'Ditolak' },
      approveTitle: 'Setujui penyesuaian saldo',
      rejectTitle: 'Tolak penyesuaian saldo',
      step: 'Persetujuan kedua: diajukan oleh {{name}} pada {{time}}',
      approveHint: 'Menyetujui langsung mengubah saldo {{user}} sebesar {{amount}}.',
      rejectHint: 'Menolak tidak mengubah saldo.',
      approvedNotice: 'Penyesuaian disetujui dan saldo telah berubah',
      rejectedNotice: 'Penyesuaian ditolak',
      own: 'Anda yang mengajukan penyesuaian ini: admin lain harus meninjaunya',
      empty: 'Tidak ada penyesuaian saldo',
    },
  },
};
