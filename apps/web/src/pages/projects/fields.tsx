import { useQuery } from '@tanstack/react-query';
import { Input, InputNumber, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { projectWriteSchema, type Project, type ProjectWrite } from '@app/contracts/projects';
import { categoryOptionsQuery } from '../../api/categories.ts';
import type { ProjectFilter } from '../../api/projects.ts';
import type { FilterField, FilterOption, FormField, ResourceForm } from '../../components/crud/index.ts';
import { usePermission } from '../../components/use-permission.ts';
import { MoneyInput, moneyInputRule, PercentInput, percentInputRule } from '../../components/money/index.ts';
import { ImageUpload, imageUploadRule } from '../../components/upload/index.ts';
import { lengthCount } from '../../components/length-count.ts';

export interface ProjectChoices {
  categories: FilterOption[];
  /** The category filter is left out for an admin who may not read categories, rather than shown empty. */
  canPickCategory: boolean;
}

/** The categories to pick from, for an admin who may read them. */
export function useProjectChoices(): ProjectChoices {
  const can = usePermission();
  const canPickCategory = can('categories.query');
  const { data } = useQuery({ ...categoryOptionsQuery, enabled: canPickCategory });
  const categories = useMemo(
    () => (data ?? []).map((category) => ({ value: category.id, label: category.name })),
    [data],
  );
  return { categories, canPickCategory };
}

export function projectFilters(t: TFunction, choices: ProjectChoices): FilterField<ProjectFilter>[] {
  return [
    { kind: 'input', name: 'keyword', label: t('project.list.keyword') },
    ...(choices.canPickCategory
      ? [
          {
            kind: 'select',
            name: 'category_id',
            label: t('project.list.category'),
            options: choices.categories,
          } as const,
        ]
      : []),
    {
      kind: 'select',
      name: 'hidden',
      label: t('project.list.hidden'),
      options: [
        { value: 'true', label: t('project.list.hiddenYes') },
        { value: 'false', label: t('project.list.hiddenNo') },
      ],
    },
  ];
}

export function projectFields(
  t: TFunction,
  { choices, editing }: { choices: ProjectChoices; editing: Project | null },
): FormField<ProjectWrite>[] {
  // Without the category list, an edited project still shows (and keeps) its own category.
  const categories =
    editing && !choices.categories.some((option) => option.value === editing.category_id)
      ? [...choices.categories, { value: editing.category.id, label: editing.category.name }]
      : choices.categories;
  return [
    {
      name: 'name',
      label: t('project.list.name'),
      required: true,
      input: <Input count={lengthCount(128)} />,
    },
    {
      name: 'category_id',
      label: t('project.list.category'),
      required: true,
      input: (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={categories}
          placeholder={t('crud.select')}
        />
      ),
    },
    { name: 'cover', label: t('project.list.cover'), input: <ImageUpload />, rules: [imageUploadRule(t)] },
    {
      name: 'min_amount',
      label: t('project.list.minAmount'),
      required: true,
      input: <MoneyInput />,
      rules: [moneyInputRule(t)],
    },
    {
      name: 'profit_percent',
      label: t('project.list.profitPercent'),
      required: true,
      input: <PercentInput />,
      rules: [percentInputRule(t)],
      extra: t('project.list.profitPercentHint'),
    },
    {
      name: 'period_minutes',
      label: t('project.list.periodMinutes'),
      required: true,
      // Bounds as the contracts': the control keeps typed values inside them.
      input: (
        <InputNumber
          min={1}
          max={525_600}
          precision={0}
          suffix={t('project.list.minutes')}
          style={{ width: 200 }}
        />
      ),
    },
    { name: 'hidden', label: t('project.list.hidden'), valuePropName: 'checked', input: <Switch /> },
    {
      name: 'max_times',
      label: t('project.list.maxTimes'),
      input: <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 200 }} />,
      extra: t('project.list.maxTimesHint'),
    },
  ];
}

export const projectForm: ResourceForm<Project, ProjectWrite, ProjectChoices> = {
  titles: { add: 'project.list.addTitle', edit: 'project.list.editTitle' },
  fields: projectFields,
  schema: projectWriteSchema,
  defaults: { hidden: false, max_times: 0 },
  width: 640,
};
