// The project screen's texts.
export const projectsZhCn = {
  project: {
    updatedAt: '更新时间',
    list: {
      keyword: '关键字',
      name: '项目名称',
      category: '项目分类',
      cover: '封面',
      minAmount: '最低投资金额',
      profitPercent: '收益率',
      profitPercentHint: '百分比，最多 4 位小数，如 12.5',
      periodMinutes: '结算周期（分钟）',
      minutes: '分钟',
      hidden: '是否隐藏',
      hiddenYes: '隐藏',
      hiddenNo: '显示',
      maxTimes: '每人最多投资次数',
      maxTimesHint: '0 表示不限次数',
      // Grid headers: the form's labels, shortened so the list's columns fit beside each other.
      minAmountColumn: '最低投资',
      periodColumn: '周期（分钟）',
      maxTimesColumn: '每人次数上限',
      unlimited: '不限',
      addTitle: '新增项目',
      editTitle: '编辑项目',
    },
  },
};
export type ProjectsMessages = typeof projectsZhCn;
