// The investment screens' texts.
export const investmentZhCn = {};
export type InvestmentMessages = typeof investmentZhCn;
