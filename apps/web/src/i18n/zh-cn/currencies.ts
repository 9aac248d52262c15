// The currency screen's texts.
export const currenciesZhCn = {
  finance: {
    currency: {
      keyword: '关键字',
      code: '币种代码',
      codeHint: 'ISO 4217 代码，3 位大写字母，如 USD',
      name: '币种名称',
      symbol: '符号',
      decimals: '小数位数',
      decimalsHint: '金额以最小单位保存：2 表示分，0 表示没有更小的单位',
      isDefault: '默认币种',
      default: '默认',
      makeDefault: '设为默认',
      makeDefaultTitle: '将 {{code}} 设为默认币种？',
      makeDefaultWarning:
        '此后系统中的所有金额（余额、投资、资金）都将以 {{code}} 显示，数值不变：不做任何换算。',
      isDefaultHint: '所有金额都以默认币种显示；更改默认币种不会换算金额。',
      addTitle: '新增币种',
      editTitle: '编辑币种',
    },
  },
};
export type CurrenciesMessages = typeof currenciesZhCn;
