import { Input, InputNumber } from 'antd';
import type { TFunction } from 'i18next';
import { categoryWriteSchema, type Category, type CategoryWrite } from '@app/contracts/categories';
import type { CategoryFilter } from '../../api/categories.ts';
import type { FilterField, FormField, ResourceForm } from '../../components/crud/index.ts';
import { lengthCount } from '../../components/length-count.ts';
import { ImageUpload, imageUploadRule } from '../../components/upload/index.ts';

export const categoryFilters = (t: TFunction): FilterField<CategoryFilter>[] => [
  { kind: 'input', name: 'keyword', label: t('project.category.keyword') },
];

export const categoryFields = (t: TFunction): FormField<CategoryWrite>[] => [
  {
    name: 'name',
    label: t('project.category.name'),
    required: true,
    input: <Input count={lengthCount(64)} />,
  },
  {
    name: 'icon',
    label: t('project.category.icon'),
    input: <ImageUpload />,
    rules: [imageUploadRule(t)],
  },
  {
    name: 'sort',
    label: t('system.common.sort'),
    input: <InputNumber min={0} max={1_000_000} precision={0} />,
  },
];

export const categoryForm: ResourceForm<Category, CategoryWrite, undefined> = {
  titles: { add: 'project.category.addTitle', edit: 'project.category.editTitle' },
  fields: categoryFields,
  schema: categoryWriteSchema,
  defaults: { sort: 0 },
};
