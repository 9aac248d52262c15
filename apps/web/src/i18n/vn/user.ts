import type { UserMessages } from '../zh-cn/user.ts';

export const userVn: UserMessages = {};
