import type { UserMessages } from '../zh-cn/user.ts';

export const userId: UserMessages = {};
