import type { UserMessages } from '../zh-cn/user.ts';

export const userEn: UserMessages = {};
