import type { ProjectMessages } from '../zh-cn/project.ts';

export const projectEn: ProjectMessages = {};
