// Spec §3/§8: the texts the request layer shows are stored under requestLanguages by the i18n module,
// so the request layer never depends on i18n; these Chinese texts stand in when nothing is stored.
export const REQUEST_LANGUAGES_KEY = 'requestLanguages';

export const chineseRequestTexts = {
  currentPageInvalidPleaseRelogin: '当前页面已失效，请重新登录',
  tip: '提示',
  confirm: '确定',
  systemError: '系统错误',
  operationFailed: '操作失败',
};
export type RequestTexts = typeof chineseRequestTexts;

export function readRequestTexts(): RequestTexts {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(REQUEST_LANGUAGES_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return chineseRequestTexts;
    const texts = { ...chineseRequestTexts };
    for (const key of Object.keys(texts) as (keyof RequestTexts)[]) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) texts[key] = value;
    }
    return texts;
  } catch {
    return chineseRequestTexts;
  }
}
