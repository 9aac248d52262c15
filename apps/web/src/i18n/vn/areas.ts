import type { AreaMessages } from '../zh-cn/areas.ts';
import { componentsVn } from './components.ts';
import { dictionariesVn } from './dictionaries.ts';
import { adminsVn } from './admins.ts';
import { rolesVn } from './roles.ts';
import { systemMenusVn } from './system-menus.ts';
import { departmentsVn } from './departments.ts';
import { auditLogsVn } from './audit-logs.ts';
import { twoFactorVn } from './two-factor.ts';
import { usersVn } from './users.ts';
import { withdrawalsVn } from './withdrawals.ts';
import { balanceAdjustmentsVn } from './balance-adjustments.ts';
import { balanceRecordsVn } from './balance-records.ts';
import { investmentsVn } from './investments.ts';
import { projectsVn } from './projects.ts';
import { categoriesVn } from './categories.ts';
import { fundsVn } from './funds.ts';
import { currenciesVn } from './currencies.ts';
import { channelsVn } from './channels.ts';
import { settingsVn } from './settings.ts';
import { aboutVn } from './about.ts';
import { dashboardVn } from './dashboard.ts';
import { demoVn } from './demo.ts';
import { demoToolsVn } from './demo-tools.ts';
import { savedViewsVn } from './saved-views.ts';
import { rowImportVn } from './row-import.ts';

export const areasVn: AreaMessages = {
  ...componentsVn,
  ...dictionariesVn,
  ...adminsVn,
  ...rolesVn,
  ...systemMenusVn,
  ...departmentsVn,
  ...auditLogsVn,
  ...twoFactorVn,
  ...usersVn,
  ...withdrawalsVn,
  ...balanceAdjustmentsVn,
  ...balanceRecordsVn,
  ...investmentsVn,
  ...projectsVn,
  ...categoriesVn,
  ...fundsVn,
  ...currenciesVn,
  ...channelsVn,
  ...settingsVn,
  ...aboutVn,
  ...dashboardVn,
  ...demoVn,
  ...demoToolsVn,
  ...savedViewsVn,
  ...rowImportVn,
  system: {
    ...componentsVn.system,
    ...dictionariesVn.system,
    ...adminsVn.system,
    ...rolesVn.system,
    ...systemMenusVn.system,
    ...departmentsVn.system,
    ...auditLogsVn.system,
    ...twoFactorVn.system,
  },
  user: { ...usersVn.user, ...withdrawalsVn.user, ...balanceAdjustmentsVn.user },
  investment: { ...investmentsVn.investment, ...balanceRecordsVn.investment },
  project: { ...projectsVn.project, ...categoriesVn.project },
  finance: { ...fundsVn.finance, ...currenciesVn.finance },
  config: { ...settingsVn.config, ...aboutVn.config },
};
