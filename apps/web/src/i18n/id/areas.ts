import type { AreaMessages } from '../zh-cn/areas.ts';
import { componentsId } from './components.ts';
import { dictionariesId } from './dictionaries.ts';
import { adminsId } from './admins.ts';
import { rolesId } from './roles.ts';
import { systemMenusId } from './system-menus.ts';
import { departmentsId } from './departments.ts';
import { auditLogsId } from './audit-logs.ts';
import { twoFactorId } from './two-factor.ts';
import { usersId } from './users.ts';
import { withdrawalsId } from './withdrawals.ts';
import { balanceAdjustmentsId } from './balance-adjustments.ts';
import { balanceRecordsId } from './balance-records.ts';
import { investmentsId } from './investments.ts';
import { projectsId } from './projects.ts';
import { categoriesId } from './categories.ts';
import { fundsId } from './funds.ts';
import { currenciesId } from './currencies.ts';
import { channelsId } from './channels.ts';
import { settingsId } from './settings.ts';
import { aboutId } from './about.ts';
import { dashboardId } from './dashboard.ts';
import { demoId } from './demo.ts';
import { demoToolsId } from './demo-tools.ts';
import { savedViewsId } from './saved-views.ts';
import { rowImportId } from './row-import.ts';

export const areasId: AreaMessages = {
  ...componentsId,
  ...dictionariesId,
  ...adminsId,
  ...rolesId,
  ...systemMenusId,
  ...departmentsId,
  ...auditLogsId,
  ...twoFactorId,
  ...usersId,
  ...withdrawalsId,
  ...balanceAdjustmentsId,
  ...balanceRecordsId,
  ...investmentsId,
  ...projectsId,
  ...categoriesId,
  ...fundsId,
  ...currenciesId,
  ...channelsId,
  ...settingsId,
  ...aboutId,
  ...dashboardId,
  ...demoId,
  ...demoToolsId,
  ...savedViewsId,
  ...rowImportId,
  system: {
    ...componentsId.system,
    ...dictionariesId.system,
    ...adminsId.system,
    ...rolesId.system,
    ...systemMenusId.system,
    ...departmentsId.system,
    ...auditLogsId.system,
    ...twoFactorId.system,
  },
  user: { ...usersId.user, ...withdrawalsId.user, ...balanceAdjustmentsId.user },
  investment: { ...investmentsId.investment, ...balanceRecordsId.investment },
  project: { ...projectsId.project, ...categoriesId.project },
  finance: { ...fundsId.finance, ...currenciesId.finance },
  config: { ...settingsId.config, ...aboutId.config },
};
