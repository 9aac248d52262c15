import { Input, InputNumber, Select, Switch } from 'antd';
import type { TFunction } from 'i18next';
import type { ProjectWrite } from '@app/contracts/projects';
import type { FilterField, FilterOption, FormField } from '../../components/crud/index.ts';
import { MoneyInput, moneyInputRule } from '../../components/money/index.ts';
import { ImageUpload, imageUploadRule } from '../../components/upload/index.ts';

export interface ProjectChoices {
  categories: FilterOption[];
  /** The category filter is left out for an admin who may not read categories, rather than shown empty. */
  canPickCategory: boolean;
}

export function projectFilters(t: TFunction, choices: ProjectChoices): FilterField[] {
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

export function projectFields(t: TFunction, categories: FilterOption[]): FormField<ProjectWrite>[] {
  return [
    { name: 'name', label: t('project.list.name'), required: true, input: <Input maxLength={128} /> },
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
      input: <Input inputMode="decimal" suffix="%" placeholder="12.5" />,
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
