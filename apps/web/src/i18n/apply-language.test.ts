import { uiLanguages } from '@app/contracts/languages';
import { describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from './index.ts';

const titles = {
  'zh-cn': '管理后台',
  en: 'Management Backend',
  vn: 'Hệ thống quản trị',
  id: 'Sistem Manajemen',
};

describe('applyLanguage', () => {
  it.each(uiLanguages)('switches every text to %s', async (language) => {
    await applyLanguage(language);
    expect(i18n.t('app.title')).toBe(titles[language]);
    expect(i18n.t('route.home')).not.toBe('route.home');
  });

  it('marks the page language and stores the request texts for the request layer', async () => {
    await applyLanguage('vn');
    expect(document.documentElement.lang).toBe('vi-VN');
    expect(JSON.parse(localStorage.getItem('requestLanguages')!)).toEqual({
      currentPageInvalidPleaseRelogin: 'Trang hiện tại đã hết hạn, vui lòng đăng nhập lại',
      tip: 'Thông báo',
      confirm: 'Xác nhận',
      systemError: 'Lỗi hệ thống',
      operationFailed: 'Thao tác thất bại',
    });
  });
});
