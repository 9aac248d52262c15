// The day ranges' limits, apart from their schemas: the web's range pickers read them without loading
// zod and the contracts, which a page's first paint does not need.

/** The dashboard opens on the last 30 days. */
export const DASHBOARD_DEFAULT_DAYS = 30;

/** The longest range one request of the funds list or the dashboard may cover: a leap year. */
export const FUND_MAX_DAYS = 366;
