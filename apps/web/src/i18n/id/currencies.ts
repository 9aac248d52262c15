import type { CurrenciesMessages } from '../zh-cn/currencies.ts';

export const currenciesId: CurrenciesMessages = {
  finance: {
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
      makeDefaultTitle: 'Jadikan {{code}} mata uang default?',
      makeDefaultWarning:
        'Mulai sekarang semua jumlah di sistem (saldo, investasi, dana) ditampilkan dalam {{code}} dengan angka yang sama: tidak ada konversi.',
      isDefaultHint:
        'Semua jumlah ditampilkan dalam mata uang default; mengubahnya tidak mengonversi jumlah.',
      addTitle: 'Tambah mata uang',
      editTitle: 'Ubah mata uang',
    },
  },
};
