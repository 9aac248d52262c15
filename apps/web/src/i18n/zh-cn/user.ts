// The user screens' texts.
export const userZhCn = {};
export type UserMessages = typeof userZhCn;
