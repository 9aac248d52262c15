import type { ApiLanguage } from '@app/contracts';

type Labels = Record<string, Record<string, string>>;

// The seeded dictionaries' labels are keys ("dict.<code>.<value>") that the web translates; an export
// writes them in the caller's language too. A label staff typed by hand is written as typed. A few lists
// have no dictionary (a member's status, from their `frozen` flag): their labels live here alone.
const labels: Record<ApiLanguage, Labels> = {
  'en-US': {
    withdrawal_status: {
      pending: 'Pending review',
      awaiting_second: 'Awaiting second approval',
      approved: 'Approved',
      rejected: 'Rejected',
    },
    investment_status: { active: 'Active', settled: 'Settled' },
    balance_record_kind: {
      recharge: 'Recharge',
      adjustment: 'Adjustment',
      investment: 'Investment',
      settlement: 'Settlement',
      withdrawal: 'Withdrawal',
      withdrawal_refund: 'Withdrawal refund',
    },
    balance_reason: { bonus: 'Bonus', correction: 'Correction', chargeback: 'Chargeback', other: 'Other' },
    channel_kind: { payment: 'Payment', transfer: 'Transfer' },
    on_off: { true: 'On', false: 'Off' },
    member_status: { active: 'Active', frozen: 'Frozen' },
  },
  'zh-CN': {
    withdrawal_status: {
      pending: '待审核',
      awaiting_second: '待第二次审批',
      approved: '已通过',
      rejected: '已拒绝',
    },
    investment_status: { active: '进行中', settled: '已结算' },
    balance_record_kind: {
      recharge: '充值',
      adjustment: '调整',
      investment: '投资',
      settlement: '结算',
      withdrawal: '提现',
      withdrawal_refund: '提现退款',
    },
    balance_reason: { bonus: '奖励', correction: '更正', chargeback: '退单', other: '其他' },
    channel_kind: { payment: '支付', transfer: '转账' },
    on_off: { true: '开启', false: '关闭' },
    member_status: { active: '正常', frozen: '已冻结' },
  },
  'vi-VN': {
    withdrawal_status: {
      pending: 'Chờ duyệt',
      awaiting_second: 'Chờ duyệt lần hai',
      approved: 'Đã duyệt',
      rejected: 'Đã từ chối',
    },
    investment_status: { active: 'Đang hoạt động', settled: 'Đã tất toán' },
    balance_record_kind: {
      recharge: 'Nạp tiền',
      adjustment: 'Điều chỉnh',
      investment: 'Đầu tư',
      settlement: 'Tất toán',
      withdrawal: 'Rút tiền',
      withdrawal_refund: 'Hoàn tiền rút',
    },
    balance_reason: {
      bonus: 'Thưởng',
      correction: 'Điều chỉnh sai sót',
      chargeback: 'Hoàn trả',
      other: 'Khác',
    },
    channel_kind: { payment: 'Thanh toán', transfer: 'Chuyển khoản' },
    on_off: { true: 'Bật', false: 'Tắt' },
    member_status: { active: 'Bình thường', frozen: 'Đã đóng băng' },
  },
  'id-ID': {
    withdrawal_status: {
      pending: 'Menunggu peninjauan',
      awaiting_second: 'Menunggu persetujuan kedua',
      approved: 'Disetujui',
      rejected: 'Ditolak',
    },
    investment_status: { active: 'Aktif', settled: 'Diselesaikan' },
    balance_record_kind: {
      recharge: 'Isi ulang',
      adjustment: 'Penyesuaian',
      investment: 'Investasi',
      settlement: 'Penyelesaian',
      withdrawal: 'Penarikan',
      withdrawal_refund: 'Pengembalian penarikan',
    },
    balance_reason: { bonus: 'Bonus', correction: 'Koreksi', chargeback: 'Tagihan balik', other: 'Lainnya' },
    channel_kind: { payment: 'Pembayaran', transfer: 'Transfer' },
    on_off: { true: 'Aktif', false: 'Nonaktif' },
    member_status: { active: 'Aktif', frozen: 'Dibekukan' },
  },
};

/** The labels, in `language`, of a list of codes the server names itself (`member_status`, no dictionary). */
export const builtInLabels = (language: ApiLanguage, code: string): Readonly<Record<string, string>> =>
  labels[language][code] ?? {};

/** A dictionary item's label as a person reads it in `language`. */
export function labelText(language: ApiLanguage, label: string): string {
  const [prefix, code, value, ...rest] = label.split('.');
  if (prefix !== 'dict' || !code || value === undefined || rest.length) return label;
  return labels[language][code]?.[value] ?? label;
}
