import type { InvestmentMessages } from '../zh-cn/investment.ts';

export const investmentEn: InvestmentMessages = {};
