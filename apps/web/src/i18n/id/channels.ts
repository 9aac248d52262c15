import type { ChannelsMessages } from '../zh-cn/channels.ts';

export const channelsId: ChannelsMessages = {
  channel: {
    keyword: 'Kata kunci',
    name: 'Nama kanal',
    code: 'Kode kanal',
    codeHint: 'Huruf, angka, garis bawah, atau tanda hubung',
    feePercent: 'Tarif biaya',
    feePercentHint: 'Persentase dari 0 sampai 100 dengan paling banyak 4 angka desimal, mis. 0,6',
    minAmount: 'Jumlah minimum',
    maxAmount: 'Jumlah maksimum',
    maxAmountHint: 'Kosongkan jika tanpa batas maksimum',
    noMaximum: 'Tanpa batas',
    payment: { addTitle: 'Tambah kanal pembayaran', editTitle: 'Ubah kanal pembayaran' },
    transfer: { addTitle: 'Tambah kanal transfer', editTitle: 'Ubah kanal transfer' },
  },
};
