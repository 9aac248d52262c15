import type { AreaMessages } from '../zh-cn/areas.ts';
import { projectId } from './project.ts';
import { investmentId } from './investment.ts';
import { userId } from './user.ts';
import { systemId } from './system.ts';
import { configId } from './config.ts';
import { channelId } from './channel.ts';
import { financeId } from './finance.ts';
import { demoId } from './demo.ts';
import { demoToolsId } from './demo-tools.ts';
import { dashboardId } from './dashboard.ts';
import { savedViewsId } from './saved-views.ts';
import { bulkReviewId } from './bulk-review.ts';
import { rowImportId } from './row-import.ts';

export const areasId: AreaMessages = {
  ...systemId,
  ...projectId,
  ...investmentId,
  ...userId,
  ...configId,
  ...demoId,
  ...channelId,
  ...financeId,
  ...demoToolsId,
  ...dashboardId,
  ...savedViewsId,
  ...bulkReviewId,
  ...rowImportId,
};
