import type { BulkReviewMessages } from '../zh-cn/bulk-review.ts';

export const bulkReviewId: BulkReviewMessages = {
  bulkReview: {
    region: 'Tinjauan massal',
    selected: 'Dipilih: {{count}}',
    allMatching: 'Semua {{count}} yang cocok dengan filter dipilih',
    allMatchingExcept: 'Semua {{count}} yang cocok dengan filter dipilih, kecuali {{except}}',
    selectAllMatching: 'Pilih semua {{count}} yang cocok dengan filter',
    tooManyHint: 'Paling banyak {{max}} dapat ditinjau sekaligus: persempit filter untuk memilih semuanya',
    clear: 'Hapus pilihan',
    approveSelected: 'Setujui yang dipilih',
    rejectSelected: 'Tolak yang dipilih',
    title: 'Tinjau {{count}} penarikan',
    decision: 'Keputusan',
    commentHint: 'Satu komentar untuk setiap baris yang ditinjau',
    next: 'Lanjut',
    back: 'Kembali',
    approveQuestion: 'Setujui {{count}} penarikan?',
    rejectQuestion: 'Tolak {{count}} penarikan?',
    approveHint:
      'Setujui hanya baris yang transfernya sudah dilakukan; persetujuan tidak dapat dibatalkan. Baris di atas ambang empat mata menunggu persetujuan kedua dari admin lain.',
    rejectHint:
      'Setiap jumlah yang ditolak dikembalikan ke saldo anggotanya. Baris yang tidak lagi menunggu dilewati.',
    commentShown: 'Komentar: {{comment}}',
    confirmApprove: 'Setujui {{count}}',
    confirmReject: 'Tolak {{count}}',
    summaryTitle: 'Ringkasan tinjauan massal',
    doneApproved: 'Disetujui: {{count}}',
    doneRejected: 'Ditolak dan dikembalikan: {{count}}',
    awaitingSecond: 'Di antaranya, {{count}} menunggu persetujuan kedua dari admin lain.',
    skippedCount: 'Dilewati: {{count}}.',
    skippedTable: 'Baris yang dilewati',
    reason: 'Alasan',
    close: 'Tutup',
  },
};
