import type { TextsOf } from '../texts-of.ts';
// The demo screens' texts (spec: demo pages).
export const demoZhCn = {
  demo: {
    apiDocs: {
      keyword: '关键字',
      tag: '分组',
      method: '方法',
      path: '路径',
      summary: '说明',
      access: '访问权限',
      public: '公开',
      anyAdmin: '任意管理员',
      member: '会员',
      parameters: '参数',
      body: '请求体',
      responses: '响应',
      name: '名称',
      in: '位置',
      required: '必填',
      yes: '是',
      no: '否',
      none: '无',
    },
    internalDoc: {
      title: '接口文档',
      openInTab: '在新标签页打开',
    },
    dict: {
      code: '字典编码',
      asTags: '标签',
      asControls: '选择控件',
      asSelect: '下拉选择',
      picked: '已选',
      items: '字典项',
      value: '值',
      label: '标签',
      tagType: '标签类型',
      empty: '该字典没有启用的字典项',
    },
    multiLevel: {
      title: '三级菜单',
      path: '当前路径',
      draft: '输入内容，切换标签页后返回查看是否保留',
    },
    upload: {
      single: '单张图片',
      list: '图片列表',
      image: '图片',
      images: '图片',
      addresses: '文件地址',
    },
    editor: {
      sample: '载入示例',
      clear: '清空',
      html: 'HTML 源码',
      length: '{{count}} 个字符',
    },
  },
};
export type DemoMessages = TextsOf<typeof demoZhCn>;
