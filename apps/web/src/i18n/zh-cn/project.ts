// The project screens' texts.
export const projectZhCn = {};
export type ProjectMessages = typeof projectZhCn;
