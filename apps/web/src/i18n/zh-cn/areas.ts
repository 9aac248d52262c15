import { projectZhCn } from './project.ts';
import { investmentZhCn } from './investment.ts';
import { userZhCn } from './user.ts';
import { systemZhCn } from './system.ts';
import { configZhCn } from './config.ts';
import { channelZhCn } from './channel.ts';
import { financeZhCn } from './finance.ts';
import { demoZhCn } from './demo.ts';
import { demoToolsZhCn } from './demo-tools.ts';
import { dashboardZhCn } from './dashboard.ts';
import { savedViewsZhCn } from './saved-views.ts';
import { bulkReviewZhCn } from './bulk-review.ts';
import { rowImportZhCn } from './row-import.ts';

// Texts of the screens inside the shell; they load with the shell, not with the sign-in page.
export const areasZhCn = {
  ...systemZhCn,
  ...projectZhCn,
  ...investmentZhCn,
  ...userZhCn,
  ...configZhCn,
  ...demoZhCn,
  ...channelZhCn,
  ...financeZhCn,
  ...demoToolsZhCn,
  ...dashboardZhCn,
  ...savedViewsZhCn,
  ...bulkReviewZhCn,
  ...rowImportZhCn,
};
export type AreaMessages = typeof areasZhCn;
