import type { ApiLanguage, PermissionGroup } from '@app/contracts';

type Words = Record<string, string>;

// A permission's title is its group's name and its action's name in the reader's language.
const groups: Record<ApiLanguage, Record<PermissionGroup, string>> = {
  'en-US': {
    roles: 'Roles', admins: 'Admins', projects: 'Projects', categories: 'Project categories', users: 'Users',
    investments: 'Investments', withdrawals: 'Withdrawals', 'balance-records': 'Balance records',
    settings: 'Settings', menus: 'Menus', departments: 'Departments', dictionaries: 'Dictionaries',
    currencies: 'Currencies', channels: 'Channels', funds: 'Funds', 'audit-logs': 'Audit log', dashboard: 'Dashboard',
  },
  'zh-CN': {
    roles: '角色', admins: '管理员', projects: '项目', categories: '项目分类', users: '用户', investments: '投资',
    withdrawals: '提现', 'balance-records': '余额记录', settings: '配置', menus: '菜单', departments: '部门',
    dictionaries: '字典', currencies: '币种', channels: '渠道', funds: '资金', 'audit-logs': '审计日志', dashboard: '首页',
  },
  'vi-VN': {
    roles: 'Vai trò', admins: 'Quản trị viên', projects: 'Dự án', categories: 'Danh mục dự án', users: 'Người dùng',
    investments: 'Khoản đầu tư', withdrawals: 'Rút tiền', 'balance-records': 'Lịch sử số dư', settings: 'Cấu hình',
    menus: 'Menu', departments: 'Phòng ban', dictionaries: 'Từ điển', currencies: 'Tiền tệ', channels: 'Kênh',
    funds: 'Quỹ', 'audit-logs': 'Nhật ký kiểm tra', dashboard: 'Trang chủ',
  },
  'id-ID': {
    roles: 'Peran', admins: 'Admin', projects: 'Proyek', categories: 'Kategori proyek', users: 'Pengguna',
    investments: 'Investasi', withdrawals: 'Penarikan', 'balance-records': 'Riwayat saldo', settings: 'Konfigurasi',
    menus: 'Menu', departments: 'Departemen', dictionaries: 'Kamus', currencies: 'Mata uang', channels: 'Kanal',
    funds: 'Dana', 'audit-logs': 'Log audit', dashboard: 'Beranda',
  },
};

const actions: Record<ApiLanguage, Words> = {
  'en-US': { add: 'Add', query: 'Query', modify: 'Modify', delete: 'Delete', permissions: 'Assign permissions',
    password: 'Change password', balance: 'Modify balance', review: 'Review', save: 'Save', confirm: 'Confirm', edit: 'Edit' },
  'zh-CN': { add: '新增', query: '查询', modify: '修改', delete: '删除', permissions: '分配权限', password: '修改密码',
    balance: '修改余额', review: '审核', save: '保存', confirm: '确认', edit: '编辑' },
  'vi-VN': { add: 'Thêm', query: 'Xem', modify: 'Sửa', delete: 'Xóa', permissions: 'Phân quyền', password: 'Đổi mật khẩu',
    balance: 'Sửa số dư', review: 'Duyệt', save: 'Lưu', confirm: 'Xác nhận', edit: 'Chỉnh sửa' },
  'id-ID': { add: 'Tambah', query: 'Lihat', modify: 'Ubah', delete: 'Hapus', permissions: 'Atur izin', password: 'Ubah kata sandi',
    balance: 'Ubah saldo', review: 'Tinjau', save: 'Simpan', confirm: 'Konfirmasi', edit: 'Sunting' },
};

export function permissionTitle(lang: ApiLanguage, group: PermissionGroup, action: string): string {
  return `${groups[lang][group]} · ${actions[lang][action] ?? action}`;
}
